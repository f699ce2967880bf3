import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@cc/i18n';
import { Spinner } from '@cc/ui';
import { useAuthorities } from '../hooks/use-authorities';
import styles from './authority-picker.module.css';

interface AuthorityPickerProps {
  value: number | null;
  onChange(id: number): void;
  error?: string | null;
}

/** Spec §2: the authorities list (name, role, department), 'Loading authorities...' meanwhile. */
export function AuthorityPicker({ value, onChange, error }: AuthorityPickerProps) {
  const { t } = useTranslation();
  const authorities = useAuthorities();
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('actions.selectAuthority')}</legend>
      {authorities.isPending ? (
        <Spinner label={t('actions.loadingAuthorities')} />
      ) : authorities.isError ? (
        <p role="alert" className={styles.error}>
          {t('common.loadError')}
        </p>
      ) : (
        <ul className={styles.list}>
          {authorities.data.map((authority) => (
            <li key={authority.id}>
              <div className={styles.option}>
                <input
                  id={`${errorId}-a${authority.id}`}
                  type="radio"
                  name="authority"
                  value={authority.id}
                  checked={value === authority.id}
                  onChange={() => onChange(authority.id)}
                />
                <label htmlFor={`${errorId}-a${authority.id}`}>
                  <span className={styles.name}>{authority.name}</span>
                  <span className={styles.meta}>
                    {codeLabel(t, 'role', authority.role)}
                    {authority.department ? ` · ${codeLabel(t, 'department', authority.department)}` : ''}
                  </span>
                </label>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
