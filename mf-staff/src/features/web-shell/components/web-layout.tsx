import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppPath, useRemoteProps } from '../../../app/remote-props-context';
import { LanguageToggle } from '../../../components/language-toggle';
import { useRequestStats } from '../../../hooks/use-request-stats';
import { HeaderSearch } from './header-search';
import { MobilePreviewDialog } from './mobile-preview-dialog';
import { NotificationBell } from './notification-bell';
import styles from './web-layout.module.css';

const PAGES = ['requests', 'assignments', 'reports', 'staff', 'templates'] as const;

/** Spec §2 Staff dashboard shell (sidebar variant) under /web/staff. */
export function WebLayout() {
  const { t } = useTranslation();
  const { user, shell } = useRemoteProps();
  const appPath = useAppPath();
  const { pathname } = useLocation();
  const stats = useRequestStats();
  const [previewOpen, setPreviewOpen] = useState(false);
  const pending = stats.data?.pending ?? 0;
  const page = PAGES.find((name) => pathname.endsWith(`/${name}`));
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <p className={styles.brand}>{t('web.brand')}</p>
        <nav aria-label={t('web.navLabel')}>
          <ul className={styles.nav}>
            <li>
              <NavLink to={appPath('/')} end className={navClass}>
                {t('nav.dashboard')}
              </NavLink>
            </li>
            <li>
              <NavLink to={appPath('/requests')} className={navClass}>
                {t('nav.requests')}
                {pending > 0 && (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{pending}</span>
                    <span className={styles.srOnly}>{t('nav.pendingCount', { count: pending })}</span>
                  </span>
                )}
              </NavLink>
            </li>
            {(['assignments', 'reports', 'staff', 'templates'] as const).map((name) => (
              <li key={name}>
                <NavLink to={appPath(`/${name}`)} className={navClass}>
                  {t(`nav.${name}`)}
                </NavLink>
              </li>
            ))}
            <li>
              {/* Spec §2: visible to everyone in the shell; the admin area does its own check. */}
              <a
                href="/admin"
                className={styles.navLink}
                onClick={(event) => {
                  event.preventDefault();
                  shell.navigate('/admin');
                }}
              >
                {t('nav.admin')}
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.footer}>
          <div className={styles.memberCard}>
            <span className={styles.memberLabel}>{t('web.staffMember')}</span>
            <strong>{user?.name}</strong>
          </div>
          <LanguageToggle />
          <button type="button" className={styles.footerButton} onClick={() => setPreviewOpen(true)}>
            {t('preview.open')}
          </button>
          <button type="button" className={styles.footerButton} onClick={() => void shell.logout('/')}>
            {t('common.logout')}
          </button>
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
