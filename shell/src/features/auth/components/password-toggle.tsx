import { useTranslation } from 'react-i18next';
import styles from '../../../shared/components/auth-card.module.css';

export function PasswordToggle({ visible, onToggle, controls }: { visible: boolean; onToggle(): void; controls?: string }) {
  const { t } = useTranslation();
  const label = visible ? t('login.hidePassword') : t('login.showPassword');
  return (
    <button type="button" className={styles.eye} aria-label={label} title={label} aria-pressed={visible} aria-controls={controls} onClick={onToggle}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
        <circle cx="12" cy="12" r="3" />
        {visible ? <path d="M3 3l18 18" /> : null}
      </svg>
    </button>
  );
}
