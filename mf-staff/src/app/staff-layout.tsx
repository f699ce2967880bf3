import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppHeader, useAppPath, useRemoteProps } from '@cc/ui/remote';
import styles from './staff-layout.module.css';

export function StaffLayout() {
  const { t } = useTranslation();
  const { user } = useRemoteProps();
  const appPath = useAppPath();
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);
  return (
    <div className={styles.layout}>
      <AppHeader>
        <h1>{t('home.title')}</h1>
        <p>{t('home.greeting', { name: user?.name ?? '' })}</p>
      </AppHeader>
      <main className={styles.main}>
        <Outlet />
      </main>
      {/* data-bottom-bar: the shell's toasts keep above it (libs/ui toast.module.css). */}
      <nav className={styles.bottomBar} data-bottom-bar="" aria-label={t('nav.label')}>
        <NavLink to={appPath('/')} end className={navClass}>
          {t('nav.home')}
        </NavLink>
        <NavLink to={appPath('/pending')} className={navClass}>
          {t('nav.pending')}
        </NavLink>
        <NavLink to={appPath('/tasks')} className={navClass}>
          {t('nav.tasks')}
        </NavLink>
      </nav>
    </div>
  );
}
