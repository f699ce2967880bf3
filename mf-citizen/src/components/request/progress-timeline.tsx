import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../app/remote-props-context';
import { formatDate } from '../../lib/format-date';
import type { StageStatus } from '../../types/citizen-request';
import styles from './request.module.css';

export interface TimelineStage {
  name: string;
  status: StageStatus;
  date: string | null;
}

const MARK: Record<StageStatus, string> = { completed: '✓', current: '●', upcoming: '○' };

/** Stages in order; the current one is announced as the current step. */
export function ProgressTimeline({ stages, requestId, id }: { stages: TimelineStage[]; requestId: string; id?: string }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  return (
    <ol className={styles.timeline} id={id} aria-label={t('stage.timelineLabel', { id: requestId })}>
      {stages.map((stage) => (
        <li key={stage.name} className={`${styles.stage} ${styles[`stage_${stage.status}`]}`} aria-current={stage.status === 'current' ? 'step' : undefined} data-stage-status={stage.status}>
          <span className={styles.marker} aria-hidden="true">
            {MARK[stage.status]}
          </span>
          <span className={styles.stageText}>
            <span className={styles.stageName}>{t(`stage.${stage.name}`, { defaultValue: stage.name })}</span>
            <span className={styles.stageState}>
              {t(`stage.${stage.status}`)}
              {stage.date ? ` · ${formatDate(stage.date, language)}` : ''}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
