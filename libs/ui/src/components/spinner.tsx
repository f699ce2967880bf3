import styles from './misc.module.css';

export interface SpinnerProps {
  /** Visible text under the spinner, e.g. t('common.loading') → 'Loading...'. */
  label: string;
  fullPage?: boolean;
}

export function Spinner({ label, fullPage = false }: SpinnerProps) {
  return (
    <div className={[styles.spinnerWrap, fullPage ? styles.fullPage : ''].filter(Boolean).join(' ')} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
