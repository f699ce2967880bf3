import { useTranslation } from 'react-i18next';
import { useRemoteProps } from './remote-props-context';
import styles from './controls.module.css';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, shell } = useRemoteProps();
  const dark = theme === 'dark';
  return (
    // Says the theme it switches to, like the shell's toggle; a pressed state as well would contradict it.
    // data-switch-theme: honoured before the page is live by the shell's boot-preferences.js.
    <button type="button" className={styles.control} data-switch-theme={dark ? 'light' : 'dark'} onClick={() => shell.setTheme(dark ? 'light' : 'dark')}>
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span> {dark ? t('common.lightMode') : t('common.darkMode')}
    </button>
  );
}
