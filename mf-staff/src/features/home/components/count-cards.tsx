import { useTranslation } from 'react-i18next';
import { useRequestStats } from '@cc/api-client';
import { LoadingState } from '@cc/ui/remote';
import { useMyTasksCount } from '../hooks/use-my-tasks-count';
import styles from './count-cards.module.css';

type CountKey = 'pending' | 'in_progress' | 'resolved' | 'mine';
const TONE: Partial<Record<CountKey, string>> = { pending: styles.pending, resolved: styles.resolved };

/** Live counts: statuses from GET /api/requests/stats, "assigned to me" from the list. */
export function CountCards({ keys, label }: { keys: CountKey[]; label: string }) {
  const { t } = useTranslation();
  const stats = useRequestStats();
  const mine = useMyTasksCount();
  if (stats.isPending) return <LoadingState />;
  const value = (key: CountKey) => {
    if (key === 'mine') return mine.isError ? '–' : (mine.count ?? '…');
    if (stats.isError) return '–';
    return String(stats.data?.[key] ?? 0);
  };
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={mine.count === null && !mine.isError}>
      {keys.map((key) => (
        <li key={key} className={`${styles.card} ${TONE[key] ?? ''}`}>
          <span className={styles.count}>{value(key)}</span>
          <span className={styles.label}>{t(`counts.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
