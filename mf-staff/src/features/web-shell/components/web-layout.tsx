import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HeaderSearch } from './header-search';
import { MobilePreviewDialog } from './mobile-preview-dialog';
import { NotificationBell } from './notification-bell';
import { SidebarMenu } from './sidebar-menu';
import styles from './web-layout.module.css';

const PAGES = ['requests', 'assignments', 'reports', 'staff', 'templates'] as const;

/** Spec §2 Staff dashboard shell (sidebar variant) under /web/staff. */
export function WebLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [previewOpen, setPreviewOpen] = useState(false);
  // Below the sidebar breakpoint the menu folds away, so a phone screen starts with the content.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  const page = PAGES.find((name) => pathname.endsWith(`/${name}`));

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <div className={styles.brandRow}>
          <p className={styles.brand}>{t('web.brand')}</p>
          <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls="staff-menu" onClick={() => setMenuOpen((open) => !open)}>
            {t('web.menu')}
          </button>
        </div>
        <div id="staff-menu" className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          <SidebarMenu onPreview={() => setPreviewOpen(true)} />
        </div>
      </aside>
      <div className={styles.content}>
        <header className={styles.header}>
          <h1 className={styles.title}>{page ? t(`nav.${page}`) : t('home.title')}</h1>
          <div className={styles.tools}>
            <HeaderSearch />
            <NotificationBell />
          </div>
        </header>
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
      {previewOpen && <MobilePreviewDialog onClose={() => setPreviewOpen(false)} />}
    </div>
  );
}
