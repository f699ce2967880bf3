import { useTranslation } from 'react-i18next';
import { codeLabel } from '@cc/i18n';
import styles from './request.module.css';

/** Spec §4 status colour: pending yellow, in_progress blue, resolved green, rejected red, other grey. */
const TONE: Record<string, string> = { pending: 'pending', in_progress: 'progress', resolved: 'resolved', rejected: 'rejected' };
/** Spec §4 badge style: default (solid) for resolved, secondary for in-progress, outline otherwise. */
const STYLE: Record<string, string> = { resolved: 'default', in_progress: 'secondary' };

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[STYLE[status] ?? 'outline']} ${styles[TONE[status] ?? 'other']}`} data-status={status}>
      {codeLabel(t, 'requestStatus', status)}
    </span>
  );
}
