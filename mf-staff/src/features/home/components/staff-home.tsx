import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../app/remote-props-context';
import { StatGrid } from '../../../components/stat-grid';
import { RoleCard } from './role-card';
import styles from './staff-home.module.css';

export function StaffHome() {
  const { t } = useTranslation();
  const { user } = useRemoteProps();
  return (
    <div className={styles.stack}>
      {user && <RoleCard user={user} />}
      <section aria-labelledby="staff-counts">
        <h2 id="staff-counts" className={styles.heading}>
          {t('home.overview')}
        </h2>
        <StatGrid headingId="staff-counts" keys={['pending', 'in_progress', 'resolved']} />
      </section>
      <section aria-labelledby="staff-recent">
        <h2 id="staff-recent" className={styles.heading}>
          {t('home.recentRequests')}
        </h2>
        <p className={styles.muted}>{t('common.comingSoon')}</p>
      </section>
    </div>
  );
}
