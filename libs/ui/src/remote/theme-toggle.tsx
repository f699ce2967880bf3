import { useTranslation } from 'react-i18next';
import { useRemoteProps } from './remote-props-context';
import styles from './controls.module.css';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, shell } = useRemoteProps();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={styles.control}
      aria-pressed={dark}
      onClick={() => shell.setTheme(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span> {t('common.darkMode')}
    </button>
  );
}
