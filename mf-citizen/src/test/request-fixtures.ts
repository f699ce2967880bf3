import type { CitizenRequest, WorkflowStage } from '../types/citizen-request';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6, 30)).toISOString();

export function stagesFor(status: string): WorkflowStage[] {
  const done = (name: string, day: number): WorkflowStage => ({ name, status: 'completed', date: at(day) });
  if (status === 'pending') return [done('Submitted', 2), { name: 'Under Review', status: 'current', date: null }, { name: 'Assigned', status: 'upcoming', date: null }, { name: 'In Progress', status: 'upcoming', date: null }, { name: 'Resolved', status: 'upcoming', date: null }];
  if (status === 'resolved') return [done('Submitted', 2), done('Under Review', 3), done('Assigned', 3), done('In Progress', 4), done('Resolved', 5)];
  return [done('Submitted', 2), done('Under Review', 3), { name: 'Assigned', status: 'completed', date: at(3) }, { name: 'In Progress', status: 'current', date: at(4) }, { name: 'Resolved', status: 'upcoming', date: null }];
}

export function aRequest(overrides: Partial<CitizenRequest> = {}): CitizenRequest {
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
    constituency: null,
    block: 'bhojpur',
    address: 'Ward 4, Bhojpur',
    attachmentUrl: null,
    attachmentType: null,
    attachmentName: null,
    assignedTo: null,
    assignee: null,
    response: null,
    submittedAt: at(2),
    updatedAt: at(2),
    createdAt: at(2),
    workflow: { stages: stagesFor(status) },
    ...overrides,
  };
}
