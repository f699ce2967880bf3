import type { DuplicateOfLink } from './duplicates';

/**
 * The request contract (spec §3): what GET /api/requests/:id answers (`RequestDto`) and each item
 * of the lists (`RequestListItem`). The API's serializer (`api/src/modules/requests/request-dto.ts`)
 * produces exactly these; every remote reads these types, never a copy of its own.
 */

import type { RequestFeedbackState } from './request-feedback';

/** Spec §4 request statuses. `assigned` is accepted in data and filters; no action produces it. */
export type RequestStatus = 'pending' | 'in_progress' | 'resolved' | 'escalated' | 'rejected' | 'assigned';

/** Derived from escalationLevel on the server (spec §4/§9). */
export type Priority = 'low' | 'medium' | 'high';

export type WorkflowAction = 'approve_forward' | 'reject' | 'complete' | 'assign';

/** The stage codes of `workflow.stages[]`; screens show them through `codes.workflowStage` (libs/i18n). */
export type StageName = 'Submitted' | 'Under Review' | 'Assigned' | 'In Progress' | 'Resolved' | 'Rejected';
export type StageStatus = 'completed' | 'current' | 'upcoming';

export interface WorkflowStage {
  name: StageName;
  status: StageStatus;
  date: string | null;
}

export interface RequestAssignee {
  name: string;
  email: string | null;
}

export interface RequestDto {
  id: number;
  /** Display code, e.g. CC-2026-000123. */
  requestId: string;
  title: string | null;
  requestType: string;
  /** The type when no category was given, 'general' when neither. */
  category: string;
  priority: Priority;
  status: RequestStatus;
  description: string;
  name: string;
  phone: string;
  email: string | null;
  voterIdNumber: string | null;
  district: string;
  vidhansabha: string | null;
  vidhanSabha: string | null;
  constituency: string | null;
  block: string | null;
  address: string;
  /** The authorised download route (`/api/requests/:id/attachment`), never a storage key. */
  attachmentUrl: string | null;
  attachmentPath: string | null;
  attachmentType: string | null;
  attachmentName: string | null;
  assignedTo: number | null;
  assigneeId: number | null;
  assignee: RequestAssignee | null;
  escalationLevel: number;
  response: string | null;
  submittedAt: string;
  updatedAt: string;
  resolvedAt: string | null;
  createdAt: string;
  submitterId: number | null;
  submitterType: string;
  /** Computed once, on the server (spec §4 timeline rules): clients only render it. */
  workflow: { stages: WorkflowStage[] };
  /** SLA due time (office hours) and the one definition of overdue (api/src/modules/sla). */
  dueAt: string | null;
  isOverdue: boolean;
  /** What the viewer may do now (the server re-checks on PATCH). */
  allowedActions: WorkflowAction[];
  /**
   * The signed `/track/<code>?t=` link (issue 15), for whoever filed the request only: the created
   * request (POST /api/requests) and the citizen's own detail. Never in lists or staff views.
   */
  trackUrl?: string;
  /** Rating and reopen (issue 16): on the citizen's own detail only. */
  feedback?: RequestFeedbackState;
  /**
   * Closed as a duplicate (issue 16): the original's code, status and stages, which its citizen
   * now follows. Null for every other request.
   */
  duplicateOf: DuplicateOfLink | null;
}

/**
 * The fields only the detail shows (GET /api/requests/:id, the admin workflow call): contact and
 * address of the person, the attachment. No list screen of spec §2 shows them (docs/decisions.md,
 * "Lean list items"); the description stays, the citizen's and admin's lists show it.
 */
export type RequestDetailOnlyField =
  | 'trackUrl'
  | 'feedback'
  | 'phone'
  | 'email'
  | 'voterIdNumber'
  | 'block'
  | 'address'
  | 'attachmentUrl'
  | 'attachmentPath'
  | 'attachmentType'
  | 'attachmentName';

/** One item of the request lists (GET /api/requests, GET /api/admin/requests): the request without its detail-only fields. */
export type RequestListItem = Omit<RequestDto, RequestDetailOnlyField>;

/** One keyset page of GET /api/requests, newest first. */
export interface RequestPage {
  items: RequestListItem[];
  nextCursor: string | null;
}

/** The action form of PATCH /api/requests/:id; the server's state machine decides. */
export interface RequestActionBody {
  action: WorkflowAction;
  remarks?: string | null;
  assignedTo?: number;
  level?: number;
}

/** GET /api/users/authorities and /api/users/by-level item. */
export interface Authority {
  id: number;
  name: string;
  role: string;
  department: string | null;
  level: number;
}

/** A person in the admin timeline: a name and a role code (spec §3 Request timeline response). */
export interface TimelinePerson {
  name: string;
  role: string;
}

/** GET /api/admin/requests/:id/workflow: the admin detail dialog's Workflow Progress & Timeline. */
export interface RequestTimeline {
  request: RequestDto;
  /** Office hours (the SLA clock); overdue is the server's one definition. */
  timeMetrics: {
    timeElapsed: number;
    standardResponseTimeHours: number;
    isOverdue: boolean;
    isClosed: boolean;
    dueAt: string | null;
    slaStartedAt: string;
    clock: 'office-hours';
  };
  submitter: TimelinePerson;
  assignedUser: TimelinePerson | null;
  escalations: Array<{
    id: number;
    escalationLevel: number;
    fromUserName: string | null;
    fromUserRole: string | null;
    toUserName: string | null;
    toUserRole: string | null;
    reason: string | null;
    escalatedAt: string;
  }>;
  history: Array<{ id: number; action: string; notes: string | null; userName: string | null; userRole: string | null; timestamp: string }>;
}
