import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle, LanguageToggle, ThemeToggle } from '@cc/ui/remote';
import styles from './public-page.module.css';

/** Chrome of every public page: its title, brand link home, language and theme switches, the page heading. */
export function PublicPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle page={title} />
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {t('brand')}
        </Link>
        <div className={styles.actions}>
          <LanguageToggle />
          <ThemeToggle />
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </main>
      <footer className={styles.footer}>
        <Link to="/track">{t('footer.track')}</Link>
        <Link to="/transparency">{t('footer.transparency')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/data-deletion">{t('footer.deleteAccount')}</Link>
      </footer>
    </div>
  );
}
