import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { localized } from '@cc/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import type { RequestTypeAdmin } from '@cc/types';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { ConfirmDeleteDialog } from '../../../shared/components/confirm-dialog';
import { DownloadButton } from '../../../shared/components/download-button';
import { useDeleteItem } from '../../../shared/hooks/use-delete-item';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { useRemoteProps } from '@cc/ui/remote';
import { deleteRequestType } from '../api/delete-request-type';
import { RequestTypeFormDialog } from './request-type-form-dialog';

/** Spec §2 request-types tab: search, add, edit, delete, download. */
export function RequestTypesTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const list = usePagedList<RequestTypeAdmin>('request-types');
  const [editing, setEditing] = useState<RequestTypeAdmin | null | undefined>(undefined);
  const removal = useDeleteItem<RequestTypeAdmin>({
    resource: 'request-types',
    remove: deleteRequestType,
    failureTitle: t('common.errorTitle'),
    failureFallback: t('requestTypes.deleteFailed'),
    successText: t('requestTypes.deleted'),
  });
  // Every screen names types from the public list (useRequestTypeName), cached without expiry: after
  // an add, edit or delete here it is read again, so the admin's own lists show the new name.
  const queryClient = useQueryClient();
  const refreshNames = () => void queryClient.invalidateQueries({ queryKey: queryKeys.requestTypes });
  const closeForm = () => {
    setEditing(undefined);
    refreshNames();
  };
  const label = (type: RequestTypeAdmin) => localized(language, type.displayName, type.displayNameHi);

  const columns: Column<RequestTypeAdmin>[] = [
    { key: 'displayName', header: t('requestTypes.displayName'), cell: label },
    { key: 'name', header: t('requestTypes.name'), cell: (type) => <code>{type.name}</code> },
    { key: 'department', header: t('requestTypes.department'), cell: (type) => localized(language, type.department ?? '—', type.departmentHi) },
    {
      key: 'time',
      header: t('requestTypes.standardResponseTime'),
      cell: (type) => t('requestTypes.responseHours', { count: type.standardResponseTime }),
    },
    { key: 'visibility', header: t('requestTypes.visibility'), cell: (type) => t(`requestTypes.visibilities.${type.visibility}`) },
    { key: 'status', header: t('users.status'), cell: (type) => (type.isActive ? t('common.active') : t('common.inactive')) },
  ];

  return (
    <>
      <AdminList
        title={t('tabs.requestTypes')} searchLabel={t('list.searchIn.requestTypes')}
        list={list}
        columns={columns}
        emptyText={t('requestTypes.empty')}
        actions={
          <>
            <Button onClick={() => setEditing(null)}>{t('requestTypes.add')}</Button>
            <DownloadButton path="/api/admin/request-types/export" />
          </>
        }
        rowActions={(type) => (
          <>
            <Button size="small" variant="secondary" aria-label={`${t('common.edit')} ${label(type)}`} onClick={() => setEditing(type)}>
              {t('common.edit')}
            </Button>
            <Button size="small" variant="danger" aria-label={`${t('common.delete')} ${label(type)}`} onClick={() => removal.ask(type)}>
              {t('common.delete')}
            </Button>
          </>
        )}
      />
      {editing !== undefined ? <RequestTypeFormDialog key={editing?.id ?? 'new'} type={editing} onClose={closeForm} /> : null}
      <ConfirmDeleteDialog name={removal.target ? label(removal.target) : null} pending={removal.pending} onConfirm={() => void removal.confirm().then(refreshNames)} onClose={removal.cancel} />
    </>
  );
}
