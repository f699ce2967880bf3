import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppPath } from '../../../app/remote-props-context';
import { StatGrid } from '../../../components/stat-grid';
import styles from './citizen-home.module.css';

export function CitizenHome() {
  const { t } = useTranslation();
  const appPath = useAppPath();
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <Link to={appPath('/new')} className={`${styles.bigButton} ${styles.primary}`}>
          {t('nav.newRequest')}
        </Link>
        <Link to={appPath('/requests')} className={styles.bigButton}>
          {t('nav.myRequests')}
        </Link>
      </div>
      <section aria-labelledby="quick-status">
        <h2 id="quick-status" className={styles.heading}>
          {t('home.quickStatus')}
        </h2>
        <StatGrid headingId="quick-status" keys={['pending', 'in_progress', 'resolved']} />
      </section>
      <section aria-labelledby="recent-requests">
        <h2 id="recent-requests" className={styles.heading}>
          {t('home.recentRequests')}
        </h2>
        <p className={styles.muted}>{t('common.comingSoon')}</p>
      </section>
    </div>
  );
}
