import { useTranslation } from 'react-i18next';
import { useHydrated } from '../hooks/use-hydrated';
import { useRemoteProps } from './remote-props-context';
import styles from './controls.module.css';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, shell } = useRemoteProps();
  const dark = theme === 'dark';
  // Disabled until a pre-rendered page (the landing page) is hydrated: a click before would be lost.
  const live = useHydrated();
  return (
    // Says the theme it switches to, like the shell's toggle; a pressed state as well would contradict it.
    <button type="button" className={styles.control} disabled={!live} onClick={() => shell.setTheme(dark ? 'light' : 'dark')}>
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span> {dark ? t('common.lightMode') : t('common.darkMode')}
    </button>
  );
}
