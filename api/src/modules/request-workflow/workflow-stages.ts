import type { RequestStatus, StageStatus, WorkflowStage } from '@cc/types';

export interface StageInput {
  status: RequestStatus | string;
  submittedAt: Date | string;
  resolvedAt?: Date | string | null;
  /** History rows oldest first: the dates of the stages come from them. */
  history?: ReadonlyArray<{ action: string; createdAt: Date | string }>;
}

const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

/**
 * Spec §4 timeline rules, for the citizen view and `workflow.stages[]`:
 * Under Review is current while pending and completed after; Assigned is current while escalated or
 * assigned and completed once work started; In Progress is current while in_progress; Resolved is
 * completed when resolved (every earlier stage then counts as completed, even if skipped).
 * A rejected request ends with a completed Rejected stage instead of the three later ones.
 */
export function computeStages(input: StageInput): WorkflowStage[] {
  const history = input.history ?? [];
  const firstAt = (...actions: string[]) => iso(history.find((h) => actions.includes(h.action))?.createdAt);
  const reviewedAt = iso(history.find((h) => h.action !== 'submitted')?.createdAt);
  const assignedAt = firstAt('approve_forward', 'assign');
  const startedAt = firstAt('assign');
  const resolvedAt = iso(input.resolvedAt) ?? firstAt('complete');
  const status = input.status;

  const stages: WorkflowStage[] = [
    { name: 'Submitted', status: 'completed', date: iso(input.submittedAt) },
    { name: 'Under Review', status: status === 'pending' ? 'current' : 'completed', date: status === 'pending' ? null : reviewedAt },
  ];
  if (status === 'rejected') {
    stages.push({ name: 'Rejected', status: 'completed', date: firstAt('reject') ?? reviewedAt });
    return stages;
  }
  const resolved = status === 'resolved';
  const assignedStatus: StageStatus =
    resolved || status === 'in_progress' ? 'completed' : status === 'escalated' || status === 'assigned' ? 'current' : 'upcoming';
  const progressStatus: StageStatus = resolved ? 'completed' : status === 'in_progress' ? 'current' : 'upcoming';
  stages.push(
    { name: 'Assigned', status: assignedStatus, date: assignedStatus === 'upcoming' ? null : assignedAt },
    { name: 'In Progress', status: progressStatus, date: progressStatus === 'upcoming' ? null : startedAt },
    { name: 'Resolved', status: resolved ? 'completed' : 'upcoming', date: resolved ? resolvedAt : null },
  );
  return stages;
}
