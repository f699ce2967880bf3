import { useTranslation } from 'react-i18next';
import { formatDate } from '@cc/i18n';
import type { StageStatus, WorkflowStage } from '@cc/types';
import { useRemoteProps } from '../../../app/remote-props-context';
import styles from './request.module.css';

const MARK: Record<StageStatus, string> = { completed: '✓', current: '●', upcoming: '○' };

/**
 * The server's `workflow.stages` in order (spec §4 rules live in the API only); the current one is
 * announced as the current step. Stage codes are shown through i18next (`stage.<name>`).
 */
export function ProgressTimeline({ stages, requestId, id }: { stages: WorkflowStage[]; requestId: string; id?: string }) {
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
            <span className={styles.stageName}>{t(`stage.${stage.name}`)}</span>
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
