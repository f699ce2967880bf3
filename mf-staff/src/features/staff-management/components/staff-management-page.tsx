import { useId, useState } from 'react';
import { codeLabel, localized } from '@cc/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import type { StaffMember } from '@cc/types';
import { useRemoteProps } from '../../../app/remote-props-context';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import { useTeam } from '../hooks/use-team';
import styles from './staff-management-page.module.css';

/** The team of the viewer's district: role, level and open workload, read-only (accounts are managed in the admin console). */
export function StaffManagementPage() {
  const { t } = useTranslation();
  const { language, user } = useRemoteProps();
  const searchId = useId();
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
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <label htmlFor={searchId}>{t('staffMgmt.searchLabel')}</label>
        <input id={searchId} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" variant="secondary">
          {t('staffMgmt.search')}
        </Button>
      </form>
      {team.isPending ? (
        <LoadingState />
      ) : team.isError || !data ? (
        <ErrorState />
      ) : data.items.length === 0 ? (
        <p className={styles.empty}>{t('staffMgmt.empty')}</p>
      ) : (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard at 360 px */}
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="staff-mgmt-title">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('staffMgmt.name')}</th>
                  <th scope="col">{t('staffMgmt.role')}</th>
                  <th scope="col">{t('staffMgmt.level')}</th>
                  <th scope="col">{t('staffMgmt.district')}</th>
                  <th scope="col">{t('staffMgmt.workload')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((member) => (
                  <tr key={member.id}>
                    <td>
                      {member.name}
                      <span className={styles.username}>{member.username}</span>
                    </td>
                    <td>{roleName(member)}</td>
                    <td>{member.level}</td>
                    <td>{place(member.district)}</td>
                    <td>{member.openWorkload}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
