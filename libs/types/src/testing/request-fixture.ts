import type { RequestDto, RequestStatus, WorkflowStage } from '../request';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6, 30)).toISOString();
const done = (name: WorkflowStage['name'], day: number): WorkflowStage => ({ name, status: 'completed', date: at(day) });
const next = (name: WorkflowStage['name']): WorkflowStage => ({ name, status: 'upcoming', date: null });

/** The stages the API computes for each status (api/src/modules/request-workflow/workflow-stages.ts). */
export function stagesFor(status: RequestStatus): WorkflowStage[] {
  switch (status) {
    case 'pending':
      return [done('Submitted', 2), { name: 'Under Review', status: 'current', date: null }, next('Assigned'), next('In Progress'), next('Resolved')];
    case 'escalated':
    case 'assigned':
      return [done('Submitted', 2), done('Under Review', 3), { name: 'Assigned', status: 'current', date: at(3) }, next('In Progress'), next('Resolved')];
    case 'in_progress':
      return [done('Submitted', 2), done('Under Review', 3), done('Assigned', 3), { name: 'In Progress', status: 'current', date: at(4) }, next('Resolved')];
    case 'resolved':
      return [done('Submitted', 2), done('Under Review', 3), done('Assigned', 3), done('In Progress', 4), done('Resolved', 5)];
    case 'rejected':
      return [done('Submitted', 2), done('Under Review', 3), done('Rejected', 3)];
  }
}

/**
 * One request as GET /api/requests/:id answers it (`RequestDto`), the way the request form files a
 * citizen's water-supply complaint; the stages follow the status unless given.
 */
export function aRequest(overrides: Partial<RequestDto> = {}): RequestDto {
  const status = overrides.status ?? 'pending';
  return {
    id: 41,
    requestId: 'CC-2026-000041',
    title: null,
    requestType: 'water-supply',
    category: 'water-supply',
    priority: 'low',
    status,
    description: 'No water supply for three days',
    name: 'Ramesh Kumar',
    phone: '9876543210',
    email: null,
    voterIdNumber: null,
    district: 'raisen',
    vidhansabha: 'bhojpur',
    vidhanSabha: 'bhojpur',
    constituency: null,
    block: 'bhojpur',
    address: 'Ward 4, Bhojpur',
    attachmentUrl: null,
    attachmentPath: null,
    attachmentType: null,
    attachmentName: null,
    assignedTo: null,
    assigneeId: null,
    assignee: null,
    escalationLevel: 0,
    response: null,
    submittedAt: at(2),
    updatedAt: at(2),
    resolvedAt: null,
    createdAt: at(2),
    submitterId: 3,
    submitterType: 'citizen',
    workflow: { stages: stagesFor(status) },
    dueAt: null,
    isOverdue: false,
    allowedActions: [],
    duplicateOf: null,
    ...overrides,
  };
}
