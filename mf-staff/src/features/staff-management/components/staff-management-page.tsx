import { useState } from 'react';
import { codeLabel, localized } from '@cc/i18n';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, SearchForm } from '@cc/ui';
import type { StaffMember } from '@cc/types';
import { useRemoteProps, ErrorState, LoadingState } from '@cc/ui/remote';
import { useTeam } from '../hooks/use-team';
import styles from './staff-management-page.module.css';

/** The team of the viewer's district: role, level and open workload, read-only (accounts are managed in the admin console). */
export function StaffManagementPage() {
  const { t } = useTranslation();
  const { language, user } = useRemoteProps();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const team = useTeam(search, page);
  const roleName = (member: StaffMember) =>
    codeLabel(t, 'role', member.role, localized(language, member.roleDisplayName, member.roleDisplayNameHi));
  const place = (value: string | null) => (value ? t(`districts.${value}`, { defaultValue: value }) : '—');
  const data = team.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className={styles.page} aria-labelledby="staff-mgmt-title">
      <h2 id="staff-mgmt-title">{t('staffMgmt.title')}</h2>
      <p className={styles.muted}>
        {user?.district ? t('staffMgmt.scopeDistrict', { district: place(user.district) }) : t('staffMgmt.scopeAll')}
      </p>
      <SearchForm
        list={{
          draft,
          setDraft,
          applySearch: () => {
            setSearch(draft.trim());
            setPage(1);
          },
        }}
        label={t('staffMgmt.searchLabel')}
        buttonLabel={t('staffMgmt.search')}
      />
      {team.isPending ? (
        <LoadingState />
      ) : team.isError || !data ? (
        <ErrorState onRetry={() => void team.refetch()} />
      ) : data.items.length === 0 ? (
        <p className={styles.empty}>{t('staffMgmt.empty')}</p>
      ) : (
        <>
          <DataTable
            labelledBy="staff-mgmt-title"
            rows={data.items}
            rowKey={(member) => member.id}
            columns={[
              {
                key: 'name',
                header: t('staffMgmt.name'),
                cell: (member) => (
                  <>
                    {member.name}
                    <span className={styles.username}>{member.username}</span>
                  </>
                ),
              },
              { key: 'role', header: t('staffMgmt.role'), cell: roleName },
              { key: 'level', header: t('staffMgmt.level'), cell: (member) => member.level },
              { key: 'district', header: t('staffMgmt.district'), cell: (member) => place(member.district) },
              { key: 'workload', header: t('staffMgmt.workload'), cell: (member) => member.openWorkload },
            ]}
          />
          <div className={styles.pager}>
            <p className={styles.muted}>
              {t('staffMgmt.showing', {
                from: (data.page - 1) * data.pageSize + 1,
                to: Math.min(data.total, data.page * data.pageSize),
                total: data.total,
              })}
            </p>
            {pageCount > 1 ? (
              <div className={styles.pagerButtons}>
                <Button size="small" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('staffMgmt.previous')}
                </Button>
                <Button size="small" variant="secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
                  {t('staffMgmt.next')}
                </Button>
              </div>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
