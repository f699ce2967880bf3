import { useState } from 'react';
import { codeLabel, codeTextsLoaded } from '@cc/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, SelectField, buttonClassName } from '@cc/ui';
import { ErrorState, LoadingState, useAppPath } from '@cc/ui/remote';
import { RequestCard } from '../../requests/components/request-card';
import { RequestDetailsDialog } from '../../requests/components/request-details-dialog';
import { useOwnRequests } from '../../requests/hooks/use-own-requests';
import styles from './my-requests.module.css';

const FILTERS = ['pending', 'in_progress', 'resolved', 'escalated', 'rejected'] as const;

/** Spec §2 My Requests: optional status filter (chip with Clear), cards, paged through nextCursor. */
export function MyRequestsPage() {
  const { t } = useTranslation();
  const appPath = useAppPath();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (FILTERS as readonly string[]).includes(raw) ? raw : '';
  const list = useOwnRequests({ status: status || undefined });
  const [openId, setOpenId] = useState<number | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The first page says how many match in all (a citizen's own list); more than shown says so.
  const total = list.data?.pages[0]?.total;
  const setStatus = (next: string) => setParams(next ? { status: next } : {}, { replace: true });

  return (
    <section className={styles.page} aria-labelledby="my-requests-title">
      <h2 id="my-requests-title" className={styles.title}>
        {t('myRequests.title')}
      </h2>
      <div className={styles.filters}>
        <SelectField
          className={styles.select}
          label={t('myRequests.filterLabel')}
          placeholder={t('myRequests.allStatuses')}
          options={FILTERS.map((value) => ({ value, label: codeLabel(t, 'requestStatus', value) }))}
          value={status}
          // Until the status names have arrived the options have no words in the reader's language.
          disabled={!codeTextsLoaded(t)}
          onChange={(event) => setStatus(event.target.value)}
        />
        {status ? (
          <p className={styles.chip} data-testid="status-chip">
            <span>{t('myRequests.activeFilter', { status: codeLabel(t, 'requestStatus', status) })}</span>
            <Button variant="ghost" size="small" aria-label={t('myRequests.clearFilter')} onClick={() => setStatus('')}>
              {t('myRequests.clear')}
            </Button>
          </p>
        ) : null}
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('myRequests.emptyTitle')}
          description={status ? t('myRequests.emptyFiltered') : t('myRequests.emptyBody')}
          action={
            <Link to={appPath('/new')} className={buttonClassName('primary')}>
              {t('myRequests.createFirst')}
            </Link>
          }
        />
      ) : (
        <>
          <p className={styles.count} role="status">
            {total !== undefined && total > items.length ? t('myRequests.countOf', { shown: items.length, total }) : t('myRequests.count', { count: items.length })}
          </p>
          <ul className={styles.list} aria-labelledby="my-requests-title">
            {items.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} mode="full" onDetails={setOpenId} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="secondary" fullWidth disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? t('common.loading') : t('common.loadMore')}
            </Button>
          ) : null}
        </>
      )}
      <RequestDetailsDialog requestId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
