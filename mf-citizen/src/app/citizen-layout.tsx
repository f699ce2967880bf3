import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppHeader, useAppPath, useIsWebVariant, useRemoteProps } from '@cc/ui/remote';
import styles from './citizen-layout.module.css';

export function CitizenLayout() {
  const { t } = useTranslation();
  const { user } = useRemoteProps();
  const web = useIsWebVariant();
  const appPath = useAppPath();
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);
  const nav = (
    <nav className={web ? styles.topBar : styles.bottomBar} data-bottom-bar={web ? undefined : ''} aria-label={t('nav.label')}>
      <NavLink to={appPath('/')} end className={navClass}>
        {t('nav.home')}
      </NavLink>
      <NavLink to={appPath('/new')} className={navClass}>
        {t('nav.new')}
      </NavLink>
      <NavLink to={appPath('/requests')} className={navClass}>
        {t('nav.requests')}
      </NavLink>
    </nav>
  );
  return (
    <div className={styles.layout}>
      <AppHeader>
        <h1>{t('home.greeting', { name: user?.name ?? '' })}</h1>
        <p>{t('home.subtitle')}</p>
      </AppHeader>
      {web ? nav : null}
      <main className={`${styles.main} ${web ? styles.wide : ''}`}>
        <Outlet />
      </main>
      {web ? null : nav}
    </div>
  );
}
