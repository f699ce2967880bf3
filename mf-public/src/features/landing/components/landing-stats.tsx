import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstInteraction } from '@cc/ui';
import styles from './landing-page.module.css';

// Spec §1: the landing page's claims. The pre-rendered page shows these; once the page runs in the
// browser and the visitor interacts (useFirstInteraction: the first paint loads no API client), a
// figure the transparency dashboard counts (requests
// resolved) replaces its claim.
const CLAIMS = { citizens: '10K+', resolved: '500+', available: '24/7' } as const;

const LiveResolvedCount = lazy(() => import('./live-resolved-count'));

export function LandingStats() {
  const { t } = useTranslation();
  const live = useFirstInteraction(true);
  const resolved = live ? (
    <Suspense fallback={CLAIMS.resolved}>
      <LiveResolvedCount claim={CLAIMS.resolved} />
    </Suspense>
  ) : (
    CLAIMS.resolved
  );
  const stats = [
    { value: CLAIMS.citizens, key: 'landing.stats.citizens' },
    { value: resolved, key: 'landing.stats.resolved' },
    { value: CLAIMS.available, key: 'landing.stats.available' },
  ];
  return (
    <ul className={styles.stats} aria-label={t('landing.stats.label')}>
      {stats.map((stat) => (
        <li key={stat.key}>
          <span className={styles.statValue}>{stat.value}</span>
          <span className={styles.statLabel}>{t(stat.key)}</span>
        </li>
      ))}
    </ul>
  );
}
