import { useTranslation } from 'react-i18next';
import { humanize } from '../../lib/labels';
import { badgeStyle, statusTone } from './timeline-rules';
import styles from './request.module.css';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[badgeStyle(status)]} ${styles[statusTone(status)]}`} data-status={status}>
      {t(`status.${status}`, { defaultValue: humanize(status) })}
    </span>
  );
}
