import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import { ProgressTimeline } from '@cc/ui/remote';
import type { DuplicateOfLink } from '@cc/types';
import { StatusBadge } from './status-badge';
import styles from './request.module.css';

/**
 * Issue 16: a request closed as a duplicate shows the original the citizen now follows: its code,
 * status and stages (nothing of the person who filed it), and the original's track link when the
 * API gave it (the citizen's own detail).
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
        {original.trackUrl ? (
          <a className={styles.duplicateLink} href={original.trackUrl}>
            {t('duplicate.follow', { code: original.requestId })}
          </a>
        ) : null}
      </div>
      {open ? <ProgressTimeline id={timelineId} stages={original.stages} label={t('stage.timelineLabel', { id: original.requestId })} /> : null}
    </div>
  );
}
