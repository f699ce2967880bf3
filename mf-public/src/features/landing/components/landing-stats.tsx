import { useTranslation } from 'react-i18next';
import styles from './landing-page.module.css';

// Spec §1: the landing page's claims, all three, as the spec states them. A live figure beside them
// would contradict them (a "500+" that turns into "1" next to an unchanged "10K+"); the office's
// real figures are on /transparency, linked from the footer.
const CLAIMS = { citizens: '10K+', resolved: '500+', available: '24/7' } as const;

export function LandingStats() {
  const { t } = useTranslation();
  const stats = [
    { value: CLAIMS.citizens, key: 'landing.stats.citizens' },
    { value: CLAIMS.resolved, key: 'landing.stats.resolved' },
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
