import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@cc/ui';
import { formatDate } from '@cc/i18n';
import type { Language } from '@cc/types';
import { useAppPath, useRemoteProps, useRequestTitle } from '@cc/ui/remote';
import { AssignmentSlot } from './assignment-slot';
import { CountCards } from './count-cards';
import { RequestList } from '../../requests/components/request-list';
import { StatusBadge } from '../../requests/components/status-badge';
import { RoleCard } from './role-card';
import styles from './web-home.module.css';

/** Spec §2 web variant of the staff home. */
export function WebHome() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const appPath = useAppPath();
  const { user } = useRemoteProps();
  const requestTitle = useRequestTitle();
  const links = [
    { to: appPath('/requests'), key: 'webHome.linkRequests' },
    { to: '/web/citizen', key: 'webHome.linkCitizen' },
    { to: appPath('/reports'), key: 'webHome.linkReports' },
  ];
  const quick = [
    { to: appPath('/assignments'), key: 'nav.assignments' },
    { to: appPath('/templates'), key: 'nav.templates' },
    { to: appPath('/staff'), key: 'nav.staff' },
  ];
  return (
    <div className={styles.stack}>
      {user && <RoleCard user={user} />}
      <section aria-labelledby="web-counts">
        <h2 id="web-counts" className={styles.heading}>
          {t('home.overview')}
        </h2>
        <CountCards keys={['pending', 'in_progress', 'resolved', 'mine']} label={t('home.overview')} />
      </section>
      <nav aria-label={t('webHome.areas')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <Link className={styles.linkCard} to={link.to}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AssignmentSlot />
      <div className={styles.columns}>
        <section aria-labelledby="web-activity" className={styles.panel}>
          <div className={styles.panelTop}>
            <h2 id="web-activity" className={styles.heading}>
              {t('webHome.recentActivity')}
            </h2>
            <Link to={appPath('/requests')} className={styles.viewAll}>
              {t('webHome.viewAll')}
            </Link>
          </div>
          <RequestList
            params={{ limit: 5 }}
            firstPageOnly
            label={t('webHome.recentActivity')}
            emptyTitle={t('queue.noRequests')}
            renderItem={(request) => (
              <div className={styles.activity}>
                <span>
                  <strong>{request.requestId}</strong> · {requestTitle(request)}
                </span>
                <span className={styles.activityMeta}>
                  <StatusBadge status={request.status} /> {formatDate(request.updatedAt, language)}
                </span>
              </div>
            )}
          />
        </section>
        <section aria-labelledby="web-quick" className={styles.panel}>
          <h2 id="web-quick" className={styles.heading}>
            {t('webHome.quickActions')}
          </h2>
          <ul className={styles.quick}>
            {quick.map((item) => (
              <li key={item.key}>
                <Link className={buttonClassName('secondary', 'medium', true)} to={item.to}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
