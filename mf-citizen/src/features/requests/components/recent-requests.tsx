import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, buttonClassName } from '@cc/ui';
import { ErrorState, LoadingState, useAppPath } from '@cc/ui/remote';
import { useOwnRequests } from '../hooks/use-own-requests';
import { RequestCard } from './request-card';
import { RequestDetailsDialog } from './request-details-dialog';
import styles from './request.module.css';

/** Spec §2 Recent Requests (3 on the mobile home, 5 on the web dashboard) with progress and details. */
export function RecentRequests({ limit, headingId }: { limit: number; headingId: string }) {
  const { t } = useTranslation();
  const appPath = useAppPath();
  const recent = useOwnRequests({ limit });
  const [openId, setOpenId] = useState<number | null>(null);
  if (recent.isPending) return <LoadingState />;
  if (recent.isError) return <ErrorState onRetry={() => void recent.refetch()} />;
  const items = recent.data.pages[0]?.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('myRequests.emptyTitle')}
        description={t('myRequests.emptyBody')}
        action={
          <Link to={appPath('/new')} className={buttonClassName('primary')}>
            {t('myRequests.createFirst')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-labelledby={headingId}>
        {items.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} mode="recent" onDetails={setOpenId} />
          </li>
        ))}
      </ul>
      <RequestDetailsDialog requestId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
