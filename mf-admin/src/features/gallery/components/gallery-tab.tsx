import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import { codeLabel, localized } from '@cc/i18n';
import type { AdminGalleryItem } from '@cc/types';
import { AdminList } from '../../../shared/components/admin-list';
import { ConfirmDeleteDialog } from '../../../shared/components/confirm-dialog';
import { useDeleteItem } from '../../../shared/hooks/use-delete-item';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { useRemoteProps } from '@cc/ui/remote';
import { deleteGalleryItem } from '../api/save-gallery-item';
import { GalleryFormDialog } from './gallery-form-dialog';
import styles from './gallery.module.css';

/** Spec §2 gallery tab: a grid of the items with their media; add, edit, delete (confirmed) and file upload. */
export function GalleryTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const list = usePagedList<AdminGalleryItem>('gallery');
  const [editing, setEditing] = useState<AdminGalleryItem | null | undefined>(undefined);
  const removal = useDeleteItem<AdminGalleryItem>({
    resource: 'gallery',
    remove: deleteGalleryItem,
    protectedReason: () => null,
    failureTitle: t('common.errorTitle'),
    failureFallback: t('gallery.deleteFailed'),
    successText: t('gallery.deleted'),
  });
  const title = (item: AdminGalleryItem) => localized(language, item.title, item.titleHi);

  const actions = (item: AdminGalleryItem) => (
    <>
      <Button size="small" variant="secondary" aria-label={`${t('common.edit')} ${title(item)}`} onClick={() => setEditing(item)}>
        {t('common.edit')}
      </Button>
      <Button size="small" variant="danger" aria-label={`${t('common.delete')} ${title(item)}`} onClick={() => removal.ask(item)}>
        {t('common.delete')}
      </Button>
    </>
  );

  const grid = (items: AdminGalleryItem[]) => (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          {item.mediaType === 'video' ? (
            // A preview only: muted, no autoplay; the public page has the player.
            <video className={styles.media} src={item.mediaUrl} muted preload="metadata" aria-label={title(item)} />
          ) : (
            <img className={styles.media} src={item.thumbnailUrl ?? item.mediaUrl} alt={title(item)} loading="lazy" />
          )}
          <div className={styles.body}>
            <h3 className={styles.cardTitle}>{title(item)}</h3>
            <p className={styles.meta}>
              {codeLabel(t, 'galleryCategory', item.category)} · {t(`gallery.mediaTypes.${item.mediaType}`)}
            </p>
            <p className={styles.meta}>{item.isPublic && item.isActive ? t('gallery.public') : t('gallery.hidden')}</p>
            <div className={styles.cardActions}>{actions(item)}</div>
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <AdminList
        title={t('tabs.gallery')} searchLabel={t('list.searchIn.gallery')}
        list={list}
        columns={[]}
        renderItems={grid}
        emptyText={t('gallery.empty')}
        actions={<Button onClick={() => setEditing(null)}>{t('gallery.add')}</Button>}
      />
      {editing !== undefined ? <GalleryFormDialog key={editing?.id ?? 'new'} item={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDeleteDialog name={removal.target ? title(removal.target) : null} pending={removal.pending} onConfirm={removal.confirm} onClose={removal.cancel} />
    </>
  );
}
