import { useTranslation } from 'react-i18next';
import { formatDate } from '@cc/i18n';
import type { DeletionRequestItem } from '@cc/types';
import { useRemoteProps } from '@cc/ui/remote';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { usePagedList } from '../../../shared/hooks/use-paged-list';

/**
 * The data deletion requests: who asked, where each request stands and the dates the
 * spec §9 promises run to. Read-only: the confirmation link and the scheduled job move them.
 */
export function DataDeletionTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const list = usePagedList<DeletionRequestItem>('data-deletion-requests');
  const date = (value: string | null) => formatDate(value, language) || '—';

  const columns: Column<DeletionRequestItem>[] = [
    { key: 'code', header: t('dataDeletion.code'), cell: (item) => <code>{item.requestCode}</code> },
    { key: 'email', header: t('dataDeletion.email'), cell: (item) => item.email ?? t('dataDeletion.removed') },
    { key: 'account', header: t('dataDeletion.account'), cell: (item) => (item.hasAccount ? t('common.yes') : t('common.no')) },
    { key: 'state', header: t('dataDeletion.state'), cell: (item) => t(`dataDeletion.states.${item.state}`) },
    { key: 'requested', header: t('dataDeletion.requested'), cell: (item) => date(item.createdAt) },
    { key: 'confirmed', header: t('dataDeletion.confirmed'), cell: (item) => date(item.confirmedAt) },
    { key: 'anonymised', header: t('dataDeletion.anonymised'), cell: (item) => (item.anonymisedAt ? date(item.anonymisedAt) : dueBy(item.anonymiseBy)) },
    { key: 'completed', header: t('dataDeletion.completed'), cell: (item) => (item.completedAt ? date(item.completedAt) : dueBy(item.removeBy)) },
  ];

  function dueBy(value: string | null) {
    return value ? t('dataDeletion.dueBy', { date: date(value) }) : '—';
  }

  return (
    <>
      <p>{t('dataDeletion.intro')}</p>
      <AdminList title={t('dataDeletion.title')} searchLabel={t('list.searchIn.dataDeletion')} list={list} columns={columns} emptyText={t('dataDeletion.empty')} />
    </>
  );
}
