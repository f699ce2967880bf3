import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppPath } from '../../../app/remote-props-context';
import { AppHeader } from '../../../components/app-header';
import { ComingSoon } from '../../../components/coming-soon';
import { StatGrid } from '../../../components/stat-grid';
import styles from './admin-dashboard.module.css';

const TABS = ['dashboard', 'users', 'roles', 'requestTypes', 'locations', 'templates', 'events', 'gallery', 'social', 'settings'] as const;
type Tab = (typeof TABS)[number];

export function AdminDashboard() {
  const { t } = useTranslation();
  const appPath = useAppPath();
  const [tab, setTab] = useState<Tab>('dashboard');
  return (
    <div className={styles.layout}>
      <AppHeader>
        <h1>{t('home.title')}</h1>
      </AppHeader>
      <nav className={styles.tabs} aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.tab}
            aria-pressed={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </nav>
      <main className={styles.main}>
        {tab === 'dashboard' ? (
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
            <section aria-labelledby="admin-recent">
              <h2 id="admin-recent" className={styles.heading}>
                {t('home.recentRequests')}
              </h2>
              <p className={styles.muted}>{t('common.comingSoon')}</p>
            </section>
          </div>
        ) : (
          <ComingSoon titleKey={`tabs.${tab}`} />
        )}
      </main>
    </div>
  );
}
