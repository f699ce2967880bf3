import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicEvents, usePublicGallery, usePublicSocialPosts } from '@cc/api-client';
import { codeLabel, formatDate, formatTime, humanizeCode, localized } from '@cc/i18n';
import { EmptyState } from '@cc/ui';
import { useRemoteProps, ErrorState, LoadingState } from '@cc/ui/remote';
import styles from './web-dashboard.module.css';

/** Spec §2 gallery: media that fails to load is hidden and a placeholder icon shows instead. */
function GalleryMedia({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={`${styles.media} ${styles.placeholder}`} aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="2" />
          <circle cx="8.5" cy="8.5" r="1.5" />
          <path d="M21 15l-5-5L5 21" />
        </svg>
      </div>
    );
  }
  return <img className={styles.media} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}


export function EventsTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const events = usePublicEvents();
  if (events.isPending) return <LoadingState />;
  if (events.isError) return <ErrorState onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <EmptyState title={t('web.noEvents')} />;
  return (
    <ul className={styles.contentGrid}>
      {events.data.map((event) => (
        <li key={event.id} className={styles.contentCard}>
          <h2 className={styles.cardHeading}>{localized(language, event.title, event.titleHi)}</h2>
          <p className={styles.muted}>
            {event.eventTime ? t('web.eventWhen', { date: formatDate(event.eventDate, language), time: formatTime(event.eventTime) }) : formatDate(event.eventDate, language)}
            {event.location ? ` · ${localized(language, event.location, event.locationHi)}` : ''}
          </p>
          <p>{localized(language, event.description, event.descriptionHi)}</p>
        </li>
      ))}
    </ul>
  );
}

export function GalleryTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const gallery = usePublicGallery();
  if (gallery.isPending) return <LoadingState />;
  if (gallery.isError) return <ErrorState onRetry={() => void gallery.refetch()} />;
  if (gallery.data.length === 0) return <EmptyState title={t('web.noImages')} />;
  return (
    <ul className={styles.contentGrid}>
      {gallery.data.map((item) => (
        <li key={item.id} className={styles.contentCard}>
          {item.mediaType !== 'video' ? (
            <GalleryMedia src={item.thumbnailUrl ?? item.mediaUrl} alt={localized(language, item.title, item.titleHi)} />
          ) : null}
          <h2 className={styles.cardHeading}>{localized(language, item.title, item.titleHi)}</h2>
          <p className={styles.muted}>
            {codeLabel(t, 'galleryCategory', item.category)} · {t('web.views', { count: item.viewCount })}
          </p>
          <p>{localized(language, item.description, item.descriptionHi)}</p>
        </li>
      ))}
    </ul>
  );
}

export function SocialTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const posts = usePublicSocialPosts();
  if (posts.isPending) return <LoadingState />;
  if (posts.isError) return <ErrorState onRetry={() => void posts.refetch()} />;
  if (posts.data.length === 0) return <EmptyState title={t('web.noPosts')} />;
  return (
    <ul className={styles.contentGrid}>
      {posts.data.map((post) => (
        <li key={post.id} className={styles.contentCard}>
          <p className={styles.muted}>
            <span className={styles.platform}>{humanizeCode(post.platform)}</span> · {formatDate(post.postDate, language)}
          </p>
          <p>{post.content}</p>
          <p className={styles.muted}>
            {t('web.likes', { count: post.likes })} · {t('web.shares', { count: post.shares })} · {t('web.comments', { count: post.comments })}
          </p>
          {post.postUrl ? (
            <a href={post.postUrl} target="_blank" rel="noopener noreferrer">
              {t('web.openPost', { platform: humanizeCode(post.platform) })}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
