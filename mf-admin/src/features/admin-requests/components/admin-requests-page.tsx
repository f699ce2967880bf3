import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RequestListItem } from '@cc/types';
import { AppHeader, ErrorState, LoadingState, useAppPath } from '@cc/ui/remote';
import { Pagination } from '../../../shared/components/pagination';
import { useAdminRequests } from '../hooks/use-admin-requests';
import { RequestDetailDialog } from './request-detail-dialog';
import { RequestFilters } from './request-filters';
import { RequestRow } from './request-row';
import styles from './admin-requests.module.css';

/** react-router keeps the position in the history in `history.state.idx`: 0 means this page was opened directly. */
const hasHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** /admin/requests (spec §2 Admin requests): every request, searched, filtered and paged by the server. */
export function AdminRequestsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appPath = useAppPath();
  const list = useAdminRequests();
  const [open, setOpen] = useState<RequestListItem | null>(null);
  const { query } = list;
  const data = query.data;
  return (
    <div className={styles.layout}>
      <AppHeader>
        <h1>{t('adminRequests.title')}</h1>
      </AppHeader>
      <main className={styles.main}>
        <nav className={styles.backRow} aria-label={t('adminRequests.navigation')}>
          <button type="button" className={styles.back} onClick={() => (hasHistory() ? navigate(-1) : navigate(appPath('/')))}>
            <span aria-hidden="true">← </span>
            {t('adminRequests.back')}
          </button>
          <Link to={appPath('/')} className={styles.dashboardLink}>
            {t('adminRequests.dashboardLink')}
          </Link>
        </nav>
        <RequestFilters list={list} />
        {query.isPending ? (
          <LoadingState />
        ) : query.isError || !data ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : (
          <section aria-labelledby="admin-requests-list" aria-busy={query.isFetching || undefined} className={styles.listSection}>
            <h2 id="admin-requests-list" className={styles.visuallyHidden}>
              {t('adminRequests.listHeading')}
            </h2>
            {data.items.length === 0 ? (
              <p className={styles.empty}>{t('adminRequests.empty')}</p>
            ) : (
              <ul className={styles.rows}>
                {data.items.map((request) => (
                  <li key={request.id}>
                    <RequestRow request={request} onOpen={() => setOpen(request)} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={list.setPage}
              label={t('adminRequests.listHeading')}
              summary={t('adminRequests.showing', { shown: data.items.length, total: data.total })}
            />
          </section>
        )}
      </main>
      {open ? <RequestDetailDialog request={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
