import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Dialog } from '@cc/ui';
import { useAppPath, useRemoteProps, LoadingState } from '@cc/ui/remote';
import { QuickStatus } from '../../requests/components/quick-status';
import { RecentRequests } from '../../requests/components/recent-requests';
import { NotificationCard } from './notification-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import styles from './web-dashboard.module.css';
import { formStartFor } from '../../requests/form-start';

// Loaded when the dialog first opens: the form carries the shared joi rules.
const RequestForm = lazy(() => import('@cc/request-form').then((m) => ({ default: m.RequestForm })));

/** Spec §9: the web dashboard shows the 5 latest requests. */
const RECENT_ON_WEB = 5;

export function DashboardTab() {
  const { t } = useTranslation();
  const { language, user, shell } = useRemoteProps();
  const appPath = useAppPath();
  const [filing, setFiling] = useState(false);
  return (
    <div className={styles.columns}>
      <div className={styles.side}>
        <ProfileCard />
        <NotificationCard />
        <SessionsCard />
      </div>
      <div className={styles.mainColumn}>
        <Card title={t('web.newRequestCardTitle')} headingLevel={2}>
          <p className={styles.muted}>{t('web.newRequestCardBody')}</p>
          <Button onClick={() => setFiling(true)}>{t('nav.newRequest')}</Button>
        </Card>
        <section aria-labelledby="web-quick-status">
          <h2 id="web-quick-status" className={styles.heading}>
            {t('home.quickStatus')}
          </h2>
          <QuickStatus headingId="web-quick-status" />
        </section>
        <section aria-labelledby="web-recent">
          <div className={styles.headingRow}>
            <h2 id="web-recent" className={styles.heading}>
              {t('home.recentRequests')}
            </h2>
            <Link to={appPath('/requests')}>{t('home.viewAll')}</Link>
          </div>
          <RecentRequests limit={RECENT_ON_WEB} headingId="web-recent" />
        </section>
      </div>
      <Dialog open={filing} onClose={() => setFiling(false)} title={t('newRequest.title')} closeLabel={t('common.close')}>
        <Suspense fallback={<LoadingState />}>
          <RequestForm
            language={language}
            variant="web"
            initialValues={formStartFor(user)}
            draftKey={user ? `citizen:${user.id}` : undefined}
            onNotify={shell.toast}
            onSuccess={() => setFiling(false)}
          />
        </Suspense>
      </Dialog>
    </div>
  );
}
