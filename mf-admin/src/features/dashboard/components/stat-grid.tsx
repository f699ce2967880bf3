import { useTranslation } from 'react-i18next';
import type { RequestStats } from '@cc/types';
import { ErrorState, LoadingState } from '../../../components/page-state';
import { useRequestStats } from '../hooks/use-request-stats';
import styles from './stat-grid.module.css';

type StatKey = keyof RequestStats;

const TONES: Record<StatKey, string> = {
  total: styles.total,
  pending: styles.pending,
  in_progress: styles.progress,
  resolved: styles.resolved,
};

/** Live counts from GET /api/requests/stats, one card per status asked for. */
export function StatGrid({ keys, headingId }: { keys: StatKey[]; headingId: string }) {
  const { t } = useTranslation();
  const stats = useRequestStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState />;
  return (
    <ul className={styles.grid} aria-labelledby={headingId}>
      {keys.map((key) => (
        <li key={key} className={`${styles.card} ${TONES[key]}`}>
          <span className={styles.count}>{stats.data[key] ?? 0}</span>
          <span className={styles.label}>{t(`stats.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
