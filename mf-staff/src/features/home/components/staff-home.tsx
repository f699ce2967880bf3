import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@cc/ui';
import { useAppPath, useRemoteProps } from '@cc/ui/remote';
import { CountCards } from './count-cards';
import { RequestActions } from '../../requests/components/request-actions';
import { RequestCard } from '../../requests/components/request-card';
import { RequestList } from '../../requests/components/request-list';
import { AssignmentSlot } from './assignment-slot';
import { RoleCard } from './role-card';
import styles from './staff-home.module.css';

/** Spec §2 /staff Home: counts of pending and of my tasks, two shortcuts, the first 3 recent. */
export function StaffHome() {
  const { t } = useTranslation();
  const { user } = useRemoteProps();
  const appPath = useAppPath();
  return (
    <div className={styles.stack}>
      {user && <RoleCard user={user} />}
      <section aria-labelledby="staff-counts">
        <h2 id="staff-counts" className={styles.heading}>
          {t('home.overview')}
        </h2>
        <CountCards keys={['pending', 'mine', 'in_progress', 'resolved']} label={t('home.overview')} />
      </section>
      <nav className={styles.shortcuts} aria-label={t('home.shortcuts')}>
        <Link to={appPath('/pending')} className={buttonClassName('primary', 'medium', true)}>
          {t('home.reviewPending')}
        </Link>
        <Link to={appPath('/tasks')} className={buttonClassName('secondary', 'medium', true)}>
          {t('home.myTasks')}
        </Link>
      </nav>
      <AssignmentSlot />
      <section aria-labelledby="staff-recent">
        <h2 id="staff-recent" className={styles.heading}>
          {t('home.recentRequests')}
        </h2>
        <RequestList
          params={{ limit: 3 }}
          firstPageOnly
          label={t('home.recentRequests')}
          emptyTitle={t('queue.noRequests')}
          renderItem={(request) => (
            <RequestCard request={request}>
              <RequestActions request={request} variant="queue" />
            </RequestCard>
          )}
        />
      </section>
    </div>
  );
}
