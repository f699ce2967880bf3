import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@cc/i18n';
import { ErrorState, LoadingState, useRemoteProps } from '@cc/ui/remote';
import { useRecentPosts } from '../hooks/use-recent-posts';
import styles from './social.module.css';

/** Spec §2/§9: the 5 most recent posts, as the public /social page shows them. */
export function RecentPosts() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const posts = useRecentPosts();
  return (
    <section aria-labelledby="social-recent-posts" className={styles.section}>
      <h2 id="social-recent-posts" className={styles.heading}>
        {t('social.recentPosts')}
      </h2>
      {posts.isPending ? (
        <LoadingState />
      ) : posts.isError ? (
        <ErrorState onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <p className={styles.empty}>{t('social.noPosts')}</p>
      ) : (
        <ul className={styles.posts}>
          {posts.data.map((post) => {
            const platform = t(`social.platforms.${post.platform}`, { defaultValue: t('social.platforms.other') });
            return (
              <li key={post.id} className={styles.post}>
                <p className={styles.postMeta}>
                  <strong>{platform}</strong> · <time dateTime={post.postDate}>{formatDateTime(post.postDate, language)}</time>
                </p>
                {post.content ? <p className={styles.postContent}>{post.content}</p> : null}
                <p className={styles.postCounts}>
                  {t('social.counts', { likes: formatNumber(post.likes, language), shares: formatNumber(post.shares, language), comments: formatNumber(post.comments, language) })}
                </p>
                {post.postUrl && /^https?:\/\//i.test(post.postUrl) ? (
                  <a href={post.postUrl} target="_blank" rel="noopener noreferrer">
                    {t('social.viewPost', { platform })}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
