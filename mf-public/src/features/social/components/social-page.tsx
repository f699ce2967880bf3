import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../shared/components/public-page';
import { EmptyState, ErrorState, LoadingState } from '@cc/ui/remote';
import { usePublicSocialPosts } from '@cc/api-client';
import { SocialPostCard } from './social-post-card';
import styles from './social-page.module.css';

export function SocialPage() {
  const { t } = useTranslation();
  const posts = usePublicSocialPosts();
  return (
    <PublicPage title={t('social.title')} intro={<p>{t('social.intro')}</p>}>
      {posts.isPending ? (
        <LoadingState />
      ) : posts.isError ? (
        <ErrorState onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <EmptyState>{t('social.empty')}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {posts.data.map((post) => (
            <li key={post.id}>
              <SocialPostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
