import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../shared/components/public-page';
import { EmptyState, ErrorState, LoadingState } from '@cc/ui/remote';
import { usePublicGallery } from '@cc/api-client';
import { GalleryCard } from './gallery-card';
import styles from './gallery-page.module.css';

export function GalleryPage() {
  const { t } = useTranslation();
  const gallery = usePublicGallery();
  return (
    <PublicPage title={t('gallery.title')} intro={<p>{t('gallery.intro')}</p>}>
      {gallery.isPending ? (
        <LoadingState />
      ) : gallery.isError ? (
        <ErrorState onRetry={() => void gallery.refetch()} />
      ) : gallery.data.length === 0 ? (
        <EmptyState>{t('gallery.empty')}</EmptyState>
      ) : (
        <ul className={styles.grid}>
          {gallery.data.map((item) => (
            <li key={item.id}>
              <GalleryCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
