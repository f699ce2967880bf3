import { useTranslation } from 'react-i18next';
import { codeLabel, formatDate } from '@cc/i18n';
import type { StageStatus, WorkflowStage } from '@cc/types';
import { useRemoteProps } from './remote-props-context';
import styles from './progress-timeline.module.css';

const MARK: Record<StageStatus, string> = { completed: '✓', current: '●', upcoming: '○' };

/**
 * The server's `workflow.stages` in order (spec §4 rules live in the API only); the current one is
 * announced as the current step. One home for the citizen's cards and the public /track page.
 * Stage and state names are shared codes (`codes.workflowStage`, `codes.stageStatus`); `label`
 * names the list ("Progress of request …") in the caller's words.
 */
export function ProgressTimeline({ stages, label, id }: { stages: WorkflowStage[]; label: string; id?: string }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  return (
    <ol className={styles.timeline} id={id} aria-label={label}>
      {stages.map((stage) => (
        <li key={stage.name} className={`${styles.stage} ${styles[`stage_${stage.status}`]}`} aria-current={stage.status === 'current' ? 'step' : undefined} data-stage-status={stage.status}>
          <span className={styles.marker} aria-hidden="true">
            {MARK[stage.status]}
          </span>
          <span className={styles.stageText}>
            <span className={styles.stageName}>{codeLabel(t, 'workflowStage', stage.name)}</span>
            <span className={styles.stageState}>
              {codeLabel(t, 'stageStatus', stage.status)}
              {stage.date ? ` · ${formatDate(stage.date, language)}` : ''}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
