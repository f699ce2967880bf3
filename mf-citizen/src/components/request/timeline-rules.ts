import type { StageStatus, WorkflowStage } from '../../types/citizen-request';

export type CitizenStageName = 'Submitted' | 'Under Review' | 'In Progress' | 'Resolved' | 'Rejected';

export interface CitizenStage {
  name: CitizenStageName;
  status: StageStatus;
  date: string | null;
}

const IN_PROGRESS = ['in_progress', 'assigned', 'escalated'];

/**
 * Spec §2/§4 citizen timeline: Submitted, Under Review, In Progress, Resolved. Under Review is
 * current while pending; In Progress while in_progress or assigned (and escalated: forwarded to an
 * authority, so being worked on); Resolved completes when resolved. A rejected request ends with
 * a Rejected step instead. Dates are the server's stage dates.
 */
export function citizenTimeline(status: string, submittedAt: string, serverStages: WorkflowStage[] = []): CitizenStage[] {
  const dateOf = (...names: string[]) => names.map((name) => serverStages.find((stage) => stage.name === name)?.date).find(Boolean) ?? null;
  const reviewed = status !== 'pending';
  const stages: CitizenStage[] = [
    { name: 'Submitted', status: 'completed', date: dateOf('Submitted') ?? submittedAt },
    { name: 'Under Review', status: reviewed ? 'completed' : 'current', date: reviewed ? dateOf('Under Review') : null },
  ];
  if (status === 'rejected') return [...stages, { name: 'Rejected', status: 'completed', date: dateOf('Rejected') }];
  const resolved = status === 'resolved';
  const working = IN_PROGRESS.includes(status);
  stages.push(
    { name: 'In Progress', status: resolved ? 'completed' : working ? 'current' : 'upcoming', date: resolved || working ? dateOf('In Progress', 'Assigned') : null },
    { name: 'Resolved', status: resolved ? 'completed' : 'upcoming', date: resolved ? dateOf('Resolved') : null },
  );
  return stages;
}

/** Spec §4 status colour: pending yellow, in_progress blue, resolved green, rejected red, other grey. */
export function statusTone(status: string): 'pending' | 'progress' | 'resolved' | 'rejected' | 'other' {
  if (status === 'pending') return 'pending';
  if (status === 'in_progress') return 'progress';
  if (status === 'resolved') return 'resolved';
  if (status === 'rejected') return 'rejected';
  return 'other';
}

/** Spec §4 badge style: default (solid) for resolved, secondary for in-progress, outline otherwise. */
export function badgeStyle(status: string): 'default' | 'secondary' | 'outline' {
  if (status === 'resolved') return 'default';
  if (status === 'in_progress') return 'secondary';
  return 'outline';
}
