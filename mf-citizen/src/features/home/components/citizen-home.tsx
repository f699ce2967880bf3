import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppPath } from '@cc/ui/remote';
import { QuickStatus } from '../../requests/components/quick-status';
import { RecentRequests } from '../../requests/components/recent-requests';
import styles from './citizen-home.module.css';

/** Spec §9: the mobile home shows the 3 latest requests. */
const RECENT_ON_MOBILE = 3;

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
        <QuickStatus headingId="quick-status" />
      </section>
      <section aria-labelledby="recent-requests">
        <h2 id="recent-requests" className={styles.heading}>
          {t('home.recentRequests')}
        </h2>
        <RecentRequests limit={RECENT_ON_MOBILE} headingId="recent-requests" />
      </section>
    </div>
  );
}
