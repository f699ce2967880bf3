import type { RequestStatus } from '@cc/types';

/** The fields of GET /api/requests(/:id) this remote reads (docs/api.md, Reading). */
export interface StaffRequest {
  id: number;
  requestId: string;
  title: string | null;
  requestType: string;
  category: string;
  priority: string;
  status: RequestStatus | 'closed';
  description: string;
  name: string;
  phone: string;
  email: string | null;
  voterIdNumber: string | null;
  district: string;
  vidhansabha: string | null;
  block: string | null;
  address: string;
  attachmentUrl: string | null;
  attachmentType: string | null;
  attachmentName: string | null;
  assignedTo: number | null;
  assignee: { name: string; email: string | null } | null;
  escalationLevel: number;
  response: string | null;
  submittedAt: string;
  updatedAt: string;
  createdAt: string;
  submitterId: number | null;
  submitterType: string;
  allowedActions?: string[];
}

export interface RequestPage {
  items: StaffRequest[];
  nextCursor: string | null;
}

/** GET /api/users/authorities and /api/users/by-level item. */
export interface Authority {
  id: number;
  name: string;
  role: string;
  department: string | null;
  level: number;
}

export type StaffAction = 'approve_forward' | 'reject' | 'complete' | 'assign';

export interface ActionBody {
  action: StaffAction;
  remarks?: string | null;
  assignedTo?: number;
  level?: number;
}
