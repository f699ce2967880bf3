import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RequestActions } from '../../requests/components/request-actions';
import { RequestCard } from '../../requests/components/request-card';
import { RequestList } from '../../requests/components/request-list';
import styles from './pending-page.module.css';

/**
 * Spec §2 Pending: pending only, or all requests (complete history). Also the web shell's
 * "all requests" page, where ?q= from the header search narrows the list.
 */
export function PendingPage({ titleKey = 'queue.title' }: { titleKey?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const [pendingOnly, setPendingOnly] = useState(!q);
  // A new search looks through every status, not only the pending ones.
  useEffect(() => {
    if (q) setPendingOnly(false);
  }, [q]);
  return (
    <section className={styles.stack} aria-labelledby="queue-title">
      <h2 id="queue-title" className={styles.heading}>
        {t(titleKey)}
      </h2>
      <div className={styles.toggle} role="group" aria-label={t('queue.filter')}>
        <button type="button" className={styles.option} aria-pressed={pendingOnly} onClick={() => setPendingOnly(true)}>
          {t('queue.pendingOnly')}
        </button>
        <button type="button" className={styles.option} aria-pressed={!pendingOnly} onClick={() => setPendingOnly(false)}>
          {t('queue.all')}
        </button>
      </div>
      {q && (
        <p className={styles.searchNote} role="status">
          {t('queue.searchResults', { q })}
        </p>
      )}
      <RequestList
        params={{ status: pendingOnly ? 'pending' : undefined, q, limit: 20 }}
        label={t(titleKey)}
        emptyTitle={t('queue.empty')}
        renderItem={(request) => (
          <RequestCard request={request}>
            <RequestActions request={request} variant="queue" />
          </RequestCard>
        )}
      />
    </section>
  );
}
