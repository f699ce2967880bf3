// Loading, error and empty states of a remote's pages; texts come from the remote's own i18n
// (keys common.loading, common.loadError and common.retry).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-state.module.css';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <p className={styles.state} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}

/** A read that failed: what happened, and a way to ask again (`onRetry`, the query's refetch). */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.state} ${styles.error}`}>
      <p role="alert">{message ?? t('common.loadError')}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}
