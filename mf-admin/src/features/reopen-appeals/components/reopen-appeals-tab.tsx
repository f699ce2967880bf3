import { useTranslation } from 'react-i18next';
import { codeLabel, formatDateTime } from '@cc/i18n';
import type { ReopenAppealItem } from '@cc/types';
import { useRemoteProps, useRequestTypeName } from '@cc/ui/remote';
import { useLocationName } from '../../../shared/hooks/use-location-names';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { usePagedList } from '../../../shared/hooks/use-paged-list';

/**
 * The administrators' queue: what citizens said after their request had been reopened
 * twice (a third reopen, or a low rating). Read-only: an administrator acts on the request itself.
 */
export function ReopenAppealsTab() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const place = useLocationName();
  const typeName = useRequestTypeName();
  const list = usePagedList<ReopenAppealItem>('reopen-appeals');
  const columns: Column<ReopenAppealItem>[] = [
    { key: 'code', header: t('reopenAppeals.code'), cell: (item) => <code>{item.requestCode}</code> },
    { key: 'type', header: t('reopenAppeals.type'), cell: (item) => typeName(item.requestType) },
    { key: 'district', header: t('reopenAppeals.district'), cell: (item) => place(item.district) },
    { key: 'status', header: t('reopenAppeals.status'), cell: (item) => codeLabel(t, 'requestStatus', item.status) },
    { key: 'source', header: t('reopenAppeals.source'), cell: (item) => t(`reopenAppeals.sources.${item.source}`) },
    { key: 'reason', header: t('reopenAppeals.reason'), cell: (item) => item.reason },
    { key: 'at', header: t('reopenAppeals.at'), cell: (item) => formatDateTime(item.createdAt, language) },
  ];
  return (
    <>
      <p>{t('reopenAppeals.intro')}</p>
      <AdminList title={t('reopenAppeals.title')} searchLabel={t('list.searchIn.reopenAppeals')} list={list} columns={columns} emptyText={t('reopenAppeals.empty')} />
    </>
  );
}
