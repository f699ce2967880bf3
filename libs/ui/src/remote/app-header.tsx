import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from './remote-props-context';
import { LanguageToggle } from './language-toggle';
import { ThemeToggle } from './theme-toggle';
import styles from './app-header.module.css';
import controls from './controls.module.css';

/** `actions`: a remote's own buttons, before the language, theme and logout controls. */
export function AppHeader({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { shell } = useRemoteProps();
  return (
    <header className={styles.header}>
      <div className={styles.title}>{children}</div>
      <div className={styles.actions}>
        {actions}
        <LanguageToggle />
        <ThemeToggle />
        <button type="button" className={controls.control} onClick={() => void shell.logout('/login')}>
          {t('common.logout')}
        </button>
      </div>
    </header>
  );
}
