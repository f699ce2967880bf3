import type { StaffRequest } from '../types/staff-request';

/** One request as GET /api/requests/:id answers it (docs/api.md), the way the seed stores a citizen's form. */
export function staffRequest(overrides: Partial<StaffRequest> = {}): StaffRequest {
  return {
    id: 7,
    requestId: 'REQ-2026-0007',
    title: null,
    requestType: 'water-supply',
    category: null as unknown as string,
    priority: 'low',
    status: 'pending',
    description: 'The hand pump in ward 4 has been broken for a week.',
    name: 'Ramesh Kumar',
    phone: '9876543210',
    email: null,
    voterIdNumber: null,
    district: 'raisen',
    vidhansabha: 'bhojpur',
    block: 'bhojpur',
    address: 'Ward 4, Bhojpur',
    attachmentUrl: null,
    attachmentType: null,
    attachmentName: null,
    assignedTo: null,
    assignee: null,
    escalationLevel: 0,
    response: null,
    submittedAt: '2026-11-20T05:00:00.000Z',
    updatedAt: '2026-11-20T05:00:00.000Z',
    createdAt: '2026-11-20T05:00:00.000Z',
    submitterId: 5,
    submitterType: 'citizen',
    ...overrides,
  };
}
