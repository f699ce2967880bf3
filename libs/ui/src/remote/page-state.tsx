// Loading, error and empty states of a remote's pages; texts come from the remote's own i18n
// (keys common.loading and common.loadError).
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

export function ErrorState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`${styles.state} ${styles.error}`} role="alert">
      {message ?? t('common.loadError')}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}
