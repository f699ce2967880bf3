import { useState } from 'react';
import { codeLabel } from '@cc/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import type { AdminUser } from '@cc/types';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { ConfirmDeleteDialog } from '../../../shared/components/confirm-dialog';
import { DownloadButton } from '../../../shared/components/download-button';
import { useDeleteItem } from '../../../shared/hooks/use-delete-item';
import { useLocationName } from '../../../shared/hooks/use-location-names';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { deleteUser } from '../api/delete-user';
import { UserFormDialog } from './user-form-dialog';

/** Spec §2 users tab: search, add, edit, delete, download all users. */
export function UsersTab() {
  const { t } = useTranslation();
  const list = usePagedList<AdminUser>('users');
  const place = useLocationName();
  // undefined: closed; null: adding; a user: editing.
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const removal = useDeleteItem<AdminUser>({
    resource: 'users',
    remove: deleteUser,
    protectedReason: (user) => (user.role === 'super_admin' ? 'superAdminCannotBeDeleted' : null),
    failureTitle: t('common.errorTitle'),
    failureFallback: t('users.deleteFailed'),
    successText: t('users.deleted'),
  });

  const columns: Column<AdminUser>[] = [
    { key: 'name', header: t('users.name'), cell: (user) => user.name },
    { key: 'username', header: t('users.username'), cell: (user) => user.username },
    { key: 'email', header: t('users.email'), cell: (user) => user.email ?? '—' },
    { key: 'phone', header: t('users.phone'), cell: (user) => user.phone ?? '—' },
    { key: 'role', header: t('users.role'), cell: (user) => codeLabel(t, 'role', user.role) },
    { key: 'district', header: t('users.district'), cell: (user) => place(user.district) },
    { key: 'status', header: t('users.status'), cell: (user) => (user.isActive ? t('common.active') : t('common.inactive')) },
  ];

  return (
    <>
      <AdminList
        title={t('tabs.users')} searchLabel={t('list.searchIn.users')}
        list={list}
        columns={columns}
        emptyText={t('users.empty')}
        actions={
          <>
            <Button onClick={() => setEditing(null)}>{t('users.add')}</Button>
            <DownloadButton path="/api/admin/users/export" />
          </>
        }
        rowActions={(user) => (
          <>
            {/* Spec §6: super_admin is never given nor kept through this form; that account is managed with create-admin. */}
            {user.role !== 'super_admin' ? (
              <Button size="small" variant="secondary" aria-label={`${t('common.edit')} ${user.name}`} onClick={() => setEditing(user)}>
                {t('common.edit')}
              </Button>
            ) : null}
            <Button size="small" variant="danger" aria-label={`${t('common.delete')} ${user.name}`} onClick={() => removal.ask(user)}>
              {t('common.delete')}
            </Button>
          </>
        )}
      />
      {editing !== undefined ? <UserFormDialog key={editing?.id ?? 'new'} user={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDeleteDialog name={removal.target?.name ?? null} pending={removal.pending} onConfirm={removal.confirm} onClose={removal.cancel} />
    </>
  );
}
