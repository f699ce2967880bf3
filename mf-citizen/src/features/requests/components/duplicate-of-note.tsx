import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import { ProgressTimeline } from '@cc/ui/remote';
import type { DuplicateOfLink } from '@cc/types';
import { StatusBadge } from './status-badge';
import styles from './request.module.css';

/**
 * A request closed as a duplicate shows the original the citizen now follows: its code,
 * status and stages (nothing of the person who filed it). No link to the original: the citizen
 * follows it on this request's own status page, and rating or reopening the original is its own
 * citizen's.
 */
export function DuplicateOfNote({ original }: { original: DuplicateOfLink }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const timelineId = `dup${useId().replace(/:/g, '')}`;
  return (
    <div className={styles.duplicateOf} data-testid="duplicate-of">
      <p className={styles.duplicateLine}>
        <span>{t('duplicate.closedAs', { code: original.requestId })}</span>
        <StatusBadge status={original.status} />
      </p>
      <div className={styles.cardActions}>
        <Button variant="secondary" size="small" aria-expanded={open} aria-controls={timelineId} onClick={() => setOpen((value) => !value)}>
          {open ? t('duplicate.hideProgress', { code: original.requestId }) : t('duplicate.viewProgress', { code: original.requestId })}
        </Button>
      </div>
      {open ? <ProgressTimeline id={timelineId} stages={original.stages} label={t('stage.timelineLabel', { id: original.requestId })} /> : null}
    </div>
  );
}
