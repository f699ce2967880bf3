import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import { codeLabel } from '@cc/i18n';
import type { AdminGalleryItem } from '@cc/types';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { ConfirmDeleteDialog } from '../../../shared/components/confirm-dialog';
import { useDeleteItem } from '../../../shared/hooks/use-delete-item';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { localized } from '../../../shared/lib/labels';
import { useRemoteProps } from '../../../app/remote-props-context';
import { deleteGalleryItem } from '../api/save-gallery-item';
import { GalleryFormDialog } from './gallery-form-dialog';
import styles from './gallery.module.css';

/** Spec §2 gallery tab: the items with their media, add, edit, delete (confirmed) and file upload. */
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

  const columns: Column<AdminGalleryItem>[] = [
    {
      key: 'media',
      header: t('gallery.media'),
      cell: (item) =>
        item.mediaType === 'video' ? (
          <video className={styles.thumb} src={item.mediaUrl} muted preload="metadata" aria-label={title(item)} />
        ) : (
          <img className={styles.thumb} src={item.thumbnailUrl ?? item.mediaUrl} alt={title(item)} loading="lazy" />
        ),
    },
    { key: 'title', header: t('gallery.title'), cell: title },
    { key: 'category', header: t('gallery.category'), cell: (item) => codeLabel(t, 'galleryCategory', item.category) },
    { key: 'type', header: t('gallery.mediaType'), cell: (item) => t(`gallery.mediaTypes.${item.mediaType}`) },
    { key: 'status', header: t('users.status'), cell: (item) => (item.isPublic && item.isActive ? t('gallery.public') : t('gallery.hidden')) },
  ];

  return (
    <>
      <AdminList
        title={t('tabs.gallery')}
        list={list}
        columns={columns}
        emptyText={t('gallery.empty')}
        actions={<Button onClick={() => setEditing(null)}>{t('gallery.add')}</Button>}
        rowActions={(item) => (
          <>
            <Button size="small" variant="secondary" aria-label={`${t('common.edit')} ${title(item)}`} onClick={() => setEditing(item)}>
              {t('common.edit')}
            </Button>
            <Button size="small" variant="danger" aria-label={`${t('common.delete')} ${title(item)}`} onClick={() => removal.ask(item)}>
              {t('common.delete')}
            </Button>
          </>
        )}
      />
      {editing !== undefined ? <GalleryFormDialog key={editing?.id ?? 'new'} item={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDeleteDialog name={removal.target ? title(removal.target) : null} pending={removal.pending} onConfirm={removal.confirm} onClose={removal.cancel} />
    </>
  );
}
