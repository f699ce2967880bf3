import { useTranslation } from 'react-i18next';
import { codeLabel } from '@cc/i18n';
import type { GalleryItem, Language } from '@cc/types';
import { MediaThumb } from '../../../shared/components/media-thumb';
import { localized } from '../../../shared/utils/localized';
import styles from './gallery-card.module.css';

export function GalleryCard({ item }: { item: GalleryItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const title = localized(language, item.title, item.titleHi);
  const description = localized(language, item.description, item.descriptionHi);
  const isVideo = item.mediaType === 'video';
  return (
    <article className={styles.card}>
      <MediaThumb
        src={isVideo ? item.mediaUrl : (item.thumbnailUrl ?? item.mediaUrl)}
        mediaType={item.mediaType}
        alt={title}
        unavailableLabel={t('gallery.mediaUnavailable')}
      />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.type}>{t(isVideo ? 'gallery.video' : 'gallery.photo')}</span>
          <span>{t('gallery.views', { count: item.viewCount })}</span>
        </div>
        <h2 className={styles.title}>{title}</h2>
        {description && <p className={styles.description}>{description}</p>}
        {item.category && <p className={styles.category}>{codeLabel(t, 'galleryCategory', item.category)}</p>}
      </div>
    </article>
  );
}
