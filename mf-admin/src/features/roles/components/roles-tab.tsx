import { useState } from 'react';
import { localized, codeLabel } from '@cc/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import type { Role } from '@cc/types';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { ConfirmDeleteDialog } from '../../../shared/components/confirm-dialog';
import { DownloadButton } from '../../../shared/components/download-button';
import { useDeleteItem } from '../../../shared/hooks/use-delete-item';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { useRemoteProps } from '@cc/ui/remote';
import { deleteRole } from '../api/delete-role';
import { RoleFormDialog } from './role-form-dialog';

/** Spec §2 roles tab: search, add, edit, delete, download. */
export function RolesTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const list = usePagedList<Role>('roles');
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const removal = useDeleteItem<Role>({
    resource: 'roles',
    remove: deleteRole,
    protectedReason: (role) => (role.isSystem ? 'systemRolesCannotBeDeleted' : null),
    failureTitle: t('roles.deleteFailedTitle'),
    failureFallback: t('roles.deleteFailed'),
    successText: t('roles.deleted'),
  });
  const label = (role: Role) => codeLabel(t, 'role', role.name, localized(language, role.displayName, role.displayNameHi));

  const columns: Column<Role>[] = [
    { key: 'displayName', header: t('roles.displayName'), cell: label },
    { key: 'name', header: t('roles.name'), cell: (role) => <code>{role.name}</code> },
    { key: 'level', header: t('roles.escalationLevel'), cell: (role) => role.escalationLevel },
    { key: 'kind', header: t('roles.kind'), cell: (role) => (role.isSystem ? t('roles.system') : t('roles.custom')) },
    { key: 'status', header: t('users.status'), cell: (role) => (role.isActive ? t('common.active') : t('common.inactive')) },
  ];

  return (
    <>
      <AdminList
        title={t('tabs.roles')} searchLabel={t('list.searchIn.roles')}
        list={list}
        columns={columns}
        emptyText={t('roles.empty')}
        actions={
          <>
            <Button onClick={() => setEditing(null)}>{t('roles.add')}</Button>
            <DownloadButton path="/api/admin/roles/export" />
          </>
        }
        rowActions={(role) => (
          <>
            <Button size="small" variant="secondary" aria-label={`${t('common.edit')} ${label(role)}`} onClick={() => setEditing(role)}>
              {t('common.edit')}
            </Button>
            <Button size="small" variant="danger" aria-label={`${t('common.delete')} ${label(role)}`} onClick={() => removal.ask(role)}>
              {t('common.delete')}
            </Button>
          </>
        )}
      />
      {editing !== undefined ? <RoleFormDialog key={editing?.id ?? 'new'} role={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDeleteDialog
        name={removal.target ? label(removal.target) : null}
        pending={removal.pending}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      />
    </>
  );
}
