import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRequestStats } from '@cc/api-client';
import { LanguageToggle, useAppPath, useRemoteProps } from '@cc/ui/remote';
import styles from './web-layout.module.css';

// Who may open the admin area: the roles the shell's /web access table (web-access.ts) and mf-admin let in.
const mayOpenAdmin = (role: string | undefined) => role === 'admin' || role === 'super_admin';

/** Spec §2 shell navigation and footer (Staff Member card, language, preview, logout). */
export function SidebarMenu({ onPreview }: { onPreview(): void }) {
  const { t } = useTranslation();
  const { user, shell } = useRemoteProps();
  const appPath = useAppPath();
  const stats = useRequestStats();
  const pending = stats.data?.pending ?? 0;
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);
  return (
    <>
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
          {mayOpenAdmin(user?.role) ? (
            <li>
              {/* Only for those the admin area lets in: a link that ends in "Access Denied" is no link. */}
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
          ) : null}
        </ul>
      </nav>
      <div className={styles.footer}>
        <div className={styles.memberCard}>
          <span className={styles.memberLabel}>{t('web.staffMember')}</span>
          <strong>{user?.name}</strong>
        </div>
        <LanguageToggle />
        <button type="button" className={styles.footerButton} onClick={onPreview}>
          {t('preview.open')}
        </button>
        <button type="button" className={styles.footerButton} onClick={() => void shell.logout('/')}>
          {t('common.logout')}
        </button>
      </div>
    </>
  );
}
