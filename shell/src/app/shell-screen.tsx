import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageToggle, PageTitle, ThemeToggle } from '@cc/ui';
import { usePreferences } from '../stores/preferences-store';
import styles from './shell-screen.module.css';

/** Frame of every shell-owned screen: the page's title, brand, language and theme toggles, one main landmark. */
export function ShellScreen({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage, theme, setTheme } = usePreferences();
  return (
    <div className={styles.screen}>
      <PageTitle page={title} />
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
            </svg>
          </span>
          {t('app.name')}
        </Link>
        <div className={styles.actions}>
          <LanguageToggle language={language} onChange={setLanguage} description={t('common.switchLanguage')} />
          <ThemeToggle theme={theme} onChange={setTheme} labels={{ toDark: t('common.toDark'), toLight: t('common.toLight') }} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={[styles.main, wide ? styles.wide : ''].filter(Boolean).join(' ')}>
        {children}
      </main>
    </div>
  );
}
