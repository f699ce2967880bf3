import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppPath } from '@cc/ui/remote';
import { RecentRequests } from './recent-requests';
import { StatGrid } from './stat-grid';
import styles from './dashboard.module.css';

/** Spec §2 dashboard tab: the four counts, the way to all requests, the latest 10. */
export function DashboardTab() {
  const { t } = useTranslation();
  const appPath = useAppPath();
  return (
    <div className={styles.stack}>
      <section aria-labelledby="admin-counts">
        <h2 id="admin-counts" className={styles.heading}>
          {t('home.overview')}
        </h2>
        <StatGrid headingId="admin-counts" keys={['total', 'pending', 'in_progress', 'resolved']} />
      </section>
      <Link to={appPath('/requests')} className={styles.link}>
        {t('home.allRequests')}
      </Link>
      <RecentRequests />
    </div>
  );
}
