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

/** A role's display names (roles.display_name, display_name_hi): "Government Official" / "सरकारी अधिकारी". */
export interface RoleNames {
  en: string;
  hi: string | null;
}

export interface RequestAssignee {
  name: string;
  email: string | null;
  /**
   * Only in a citizen's view, when the office shows citizens a role instead of a person (the admin
   * setting `citizenView.showOfficeRole`): the role's names. `name` is then the role's English
   * name and `email` null; the person's name and e-mail are not sent.
   */
  office?: RoleNames;
}

/** Who rejected or resolved a request (its last such step), labelled for what they did: "Decided by". */
export interface RequestDecider {
  name: string;
  /** As in RequestAssignee: the role instead of the person, in a citizen's view when the office chose so. */
  office?: RoleNames;
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
  /** Set when `response` is a default remark: its catalogue key, for reading it in the language on screen. */
  responseKey?: string | null;
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
   * The signed `/track/<code>?t=` link, for whoever filed the request only: the created
   * request (POST /api/requests) and the citizen's own detail. Never in lists or staff views.
   */
  trackUrl?: string;
  /** The person (or office) who rejected or resolved it; null while it is open. Detail only. */
  decidedBy?: RequestDecider | null;
  /**
   * The newest note the office wrote for itself (a forward's note to the official, a remark
   * between staff). Staff, officials and administrators only: a citizen's view never has the key.
   */
  officeNote?: string | null;
  /** Rating and reopen: on the citizen's own detail only. */
  feedback?: RequestFeedbackState;
  /**
   * Closed as a duplicate: the original's code, status and stages, which its citizen
   * now follows. Null for every other request.
   */
  duplicateOf: DuplicateOfLink | null;
}

/**
 * The fields only the detail shows (GET /api/requests/:id, the admin workflow call): contact and
 * address of the person, the attachment. No list screen of spec §2 shows them (docs/decisions/0036-request-lists-and-paging.md,
 * "Lean list items"); the description stays, the citizen's and admin's lists show it.
 */
export type RequestDetailOnlyField =
  | 'trackUrl'
  | 'decidedBy'
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
  /** A citizen's own list, first page only: how many requests match in all. */
  total?: number;
}

/** The action form of PATCH /api/requests/:id; the server's state machine decides. */
export interface RequestActionBody {
  action: WorkflowAction;
  /** The note to the official (approve_forward, assign) or the response to the citizen (reject, complete): REMARK_AUDIENCE in libs/validation. */
  remarks?: string | null;
  /** approve_forward: the optional message to the citizen. */
  response?: string | null;
  /** reject, complete: the office's own note beside the response. */
  internalNote?: string | null;
  /** reject, complete: also publish the response, without names, on the public map and reports. */
  publishResponse?: boolean;
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
  /** notes: what the citizen may be told of the step; internalNote: the office's own note of it. */
  history: Array<{ id: number; action: string; notes: string | null; notesKey?: string | null; internalNote: string | null; userName: string | null; userRole: string | null; timestamp: string }>;
}
