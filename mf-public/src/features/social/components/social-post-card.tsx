import { useTranslation } from 'react-i18next';
import type { Language, SocialPost } from '@cc/types';
import { MediaThumb } from '../../../shared/components/media-thumb';
import { formatDate } from '@cc/i18n';
import styles from './social-post-card.module.css';

// Spec §9: at most 4 images per social post.
const MAX_IMAGES = 4;

export function SocialPostCard({ post }: { post: SocialPost }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const platform = t(`social.platforms.${post.platform}`, { defaultValue: post.platform });
  const images = post.mediaUrls.slice(0, MAX_IMAGES);
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <span className={styles.badge}>{platform}</span>
        <time dateTime={post.postDate} className={styles.date}>
          {formatDate(post.postDate, language)}
        </time>
      </header>
      {post.content && <p className={styles.content}>{post.content}</p>}
      {images.length > 0 && (
        <div className={styles.images}>
          {images.map((url) => (
            <MediaThumb key={url} src={url} mediaType="image" alt="" unavailableLabel={t('gallery.mediaUnavailable')} />
          ))}
        </div>
      )}
      <ul className={styles.counts} aria-label={t('social.engagement')}>
        <li>{t('social.likes', { count: post.likes })}</li>
        <li>{t('social.shares', { count: post.shares })}</li>
        <li>{t('social.comments', { count: post.comments })}</li>
      </ul>
      {post.postUrl && (
        <a className={styles.link} href={post.postUrl} target="_blank" rel="noopener noreferrer">
          {t('social.viewPost', { platform })}
          <span className={styles.srOnly}> {t('common.opensInNewTab')}</span>
        </a>
      )}
    </article>
  );
}
