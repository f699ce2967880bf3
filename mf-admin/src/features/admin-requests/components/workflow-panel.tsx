import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { codeLabel, formatDateTime, formatNumber, remarkText } from '@cc/i18n';
import type { RequestTimeline, StageName, WorkflowStage } from '@cc/types';
import { useRemoteProps } from '@cc/ui/remote';
import { useRequestLabels } from '../hooks/use-request-labels';
import { serverText } from '../server-text';
import styles from './admin-requests.module.css';

// The server's stages (spec §4 rules, computed once there) in the admin view's words.
const STEP_KEY: Record<StageName, string> = {
  Submitted: 'submitted',
  'Under Review': 'review',
  Assigned: 'assigned',
  'In Progress': 'inProgress',
  Resolved: 'resolution',
  Rejected: 'rejected',
};

interface Step {
  key: string;
  label: string;
  status: WorkflowStage['status'];
  date: string | null;
  details: string[];
}

/**
 * Spec §2 Workflow Progress & Timeline: the three tiles, the steps (one per escalation), the
 * Escalation Alert while overdue and unresolved, and the action history. Everything shown comes
 * from the server's answer; nothing is recomputed here.
 */
export function WorkflowPanel({ workflow }: { workflow: UseQueryResult<RequestTimeline> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="workflow-heading" className={styles.panel}>
      <h3 id="workflow-heading" className={styles.panelHeading}>
        {t('adminRequests.workflow.title')}
      </h3>
      {workflow.isPending ? (
        <p role="status" className={styles.muted}>
          {t('adminRequests.workflow.loading')}
        </p>
      ) : workflow.isError ? (
        <p className={styles.muted}>{t('adminRequests.workflow.unavailable')}</p>
      ) : (
        <WorkflowBody timeline={workflow.data} />
      )}
    </section>
  );
}

function WorkflowBody({ timeline }: { timeline: RequestTimeline }) {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const { role } = useRequestLabels();
  const { timeMetrics: metrics, request } = timeline;
  const hours = (value: number) => t('adminRequests.workflow.hours', { value: formatNumber(value, language) });
  const person = (name: string | null, roleCode: string | null) =>
    name ? (roleCode ? `${name} (${role(roleCode)})` : name) : t('adminRequests.detail.unassigned');
  const steps = buildSteps(timeline, t, person);
  const resolved = request.status === 'resolved';
  return (
    <>
      <ul className={styles.tiles}>
        <li className={styles.tile}>
          <span className={styles.tileLabel}>{t('adminRequests.workflow.elapsed')}</span>
          <span className={styles.tileValue}>{hours(metrics.timeElapsed)}</span>
        </li>
        <li className={styles.tile}>
          <span className={styles.tileLabel}>{t('adminRequests.workflow.standard')}</span>
          <span className={styles.tileValue}>{hours(metrics.standardResponseTimeHours)}</span>
        </li>
        <li className={styles.tile}>
          <span className={styles.tileLabel}>{t('adminRequests.workflow.status')}</span>
          <span className={`${styles.tileValue} ${metrics.isOverdue ? styles.overdue : styles.onTime}`}>
            {metrics.isOverdue ? t('adminRequests.detail.overdue') : t('adminRequests.detail.onTime')}
          </span>
        </li>
      </ul>
      {metrics.isOverdue && !resolved ? (
        <div className={styles.alert} data-testid="escalation-alert">
          <strong>{t('adminRequests.workflow.alertTitle')}</strong>
          <p>{t('adminRequests.workflow.alert')}</p>
        </div>
      ) : null}
      <ol className={styles.steps} aria-label={t('adminRequests.workflow.stepsLabel')}>
        {steps.map((step) => (
          <li key={step.key} className={styles.step} data-step-status={step.status} aria-current={step.status === 'current' ? 'step' : undefined}>
            <span className={styles.stepMarker} aria-hidden="true" />
            <div>
              <p className={styles.stepTitle}>
                {step.label} <span className={styles.stepState}>· {t(`adminRequests.workflow.stepStatus.${step.status}`)}</span>
              </p>
              {step.date ? <p className={styles.muted}>{formatDateTime(step.date, language)}</p> : null}
              {step.details.map((line) => (
                <p key={line} className={styles.stepDetail}>
                  {line}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <h4 className={styles.subHeading}>{t('adminRequests.workflow.history')}</h4>
      {timeline.history.length === 0 ? (
        <p className={styles.muted}>{t('adminRequests.workflow.noHistory')}</p>
      ) : (
        <ol className={styles.history}>
          {timeline.history.map((entry) => (
            <li key={entry.id} className={styles.historyItem}>
              <p className={styles.stepTitle}>{t(`adminRequests.actions.${entry.action}`, { defaultValue: codeLabel(t, 'requestStatus', entry.action) })}</p>
              {entry.notes ? <p className={styles.stepDetail}>{entry.notesKey ? remarkText(t, entry.notes, entry.notesKey) : serverText(t, entry.notes)}</p> : null}
              {/* The office's own note of the step: labelled, so no one mistakes it for what the citizen was told. */}
              {entry.internalNote ? (
                <p className={styles.stepDetail}>
                  {t('adminRequests.workflow.internalNote')}: {entry.internalNote}
                </p>
              ) : null}
              <p className={styles.muted}>
                {entry.userName ?? (entry.userRole === 'system' ? t('adminRequests.workflow.system') : t('adminRequests.workflow.unknownUser'))}
                {entry.userRole && entry.userRole !== 'system' && entry.userRole !== 'public' ? ` (${role(entry.userRole)})` : ''} · {formatDateTime(entry.timestamp, language)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The server's stages in order, with one step per escalation after the assignment (or before the end). */
function buildSteps(timeline: RequestTimeline, t: TFunction, person: (name: string | null, role: string | null) => string): Step[] {
  const stages = timeline.request.workflow.stages;
  const steps: Step[] = stages.map((stage) => ({
    key: stage.name,
    label: t(`adminRequests.workflow.steps.${STEP_KEY[stage.name]}`),
    status: stage.status,
    date: stage.date,
    details:
      stage.name === 'Submitted'
        ? [t('adminRequests.workflow.by', { who: person(timeline.submitter.name, timeline.submitter.role) })]
        : stage.name === 'Assigned' && timeline.assignedUser
          ? [t('adminRequests.workflow.assignedTo', { who: person(timeline.assignedUser.name, timeline.assignedUser.role) })]
          : [],
  }));
  const escalations: Step[] = timeline.escalations.map((escalation) => ({
    key: `escalation-${escalation.id}`,
    label: t('adminRequests.workflow.escalation', { level: escalation.escalationLevel }),
    status: 'completed',
    date: escalation.escalatedAt,
    details: [
      t('adminRequests.workflow.fromTo', { from: person(escalation.fromUserName, escalation.fromUserRole), to: person(escalation.toUserName, escalation.toUserRole) }),
      ...(escalation.reason ? [t('adminRequests.workflow.reason', { reason: serverText(t, escalation.reason) })] : []),
    ],
  }));
  const assigned = steps.findIndex((step) => step.key === 'Assigned');
  const at = assigned >= 0 ? assigned + 1 : Math.max(steps.length - 1, 0);
  steps.splice(at, 0, ...escalations);
  return steps;
}
