import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import { useAppPath } from '../../../app/remote-props-context';
import { useOwnRequestStats } from '../hooks/use-own-requests';
import styles from './stat-grid.module.css';

const KEYS = ['pending', 'in_progress', 'resolved'] as const;
const TONES = { pending: styles.pending, in_progress: styles.progress, resolved: styles.resolved };

/** Spec §2 Quick Status: counts by status; each opens My Requests filtered by it. */
export function QuickStatus({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const appPath = useAppPath();
  const stats = useOwnRequestStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState />;
  return (
    <ul className={styles.grid} aria-labelledby={headingId}>
      {KEYS.map((key) => (
        <li key={key} className={`${styles.card} ${styles.linkCard} ${TONES[key]}`}>
          {/* Named by what it shows, "14 Pending", so a voice-control user can say it (WCAG 2.5.3 Label in Name). */}
          <Link to={`${appPath('/requests')}?status=${key}`} className={styles.cardLink}>
            <span className={styles.count}>{stats.data[key] ?? 0}</span>{' '}
            <span className={styles.label}>{t(`stats.${key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
