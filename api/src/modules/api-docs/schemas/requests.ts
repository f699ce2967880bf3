import { Joi } from '@cc/validation';
import { REQUEST_STATUSES, WORKFLOW_ACTIONS } from '../../request-workflow';
import { named } from '../json-schema';
import { bool, int, list, maybeInt, maybeText, maybeTime, shape, text, time } from './common';

/**
 * The request contract of spec §3 (Request, Request timeline response, Request stats), as
 * libs/types request.ts types it and modules/requests/request-dto.ts writes it.
 */
const status = () => Joi.string().valid(...REQUEST_STATUSES, 'closed');

export const workflowStage = shape({
  name: Joi.string().valid('Submitted', 'Under Review', 'Assigned', 'In Progress', 'Resolved', 'Rejected'),
  status: Joi.string().valid('completed', 'current', 'upcoming'),
  date: maybeTime(),
});

const roleNames = shape({ en: text(), hi: maybeText() });

/** Closed as a duplicate: the original's public status only. */
export const duplicateOfLink = shape({ requestId: text(), requestType: text(), status: status(), stages: list(workflowStage) }).allow(null);

/** The citizen's rating and reopen state, on their own detail and the signed track link. */
export const feedbackState = shape({
  given: shape({ rating: int().min(1).max(5), comment: maybeText(), createdAt: time() }).allow(null),
  closedAt: maybeTime(),
  reopenUntil: maybeTime(),
  reopens: int(),
  canRate: bool(),
  canReopen: bool(),
});

const listFields = {
  id: int(),
  requestId: text().description('Display code, CC-YYYY-NNNNNN'),
  title: maybeText(),
  requestType: text(),
  category: text(),
  priority: Joi.string().valid('low', 'medium', 'high').description('Derived from escalationLevel (spec §4)'),
  status: status(),
  description: text(),
  name: text(),
  district: text(),
  vidhansabha: maybeText(),
  vidhanSabha: maybeText(),
  constituency: maybeText(),
  assignedTo: maybeInt(),
  assigneeId: maybeInt(),
  assignee: shape({ name: text(), email: maybeText(), office: roleNames.optional() }).allow(null),
  escalationLevel: int(),
  response: maybeText(),
  responseKey: maybeText(),
  submittedAt: time(),
  updatedAt: time(),
  resolvedAt: maybeTime(),
  createdAt: time(),
  submitterId: maybeInt(),
  submitterType: text(),
  dueAt: maybeTime(),
  isOverdue: bool(),
  workflow: shape({ stages: list(workflowStage) }),
  allowedActions: list(Joi.string().valid(...WORKFLOW_ACTIONS)),
  duplicateOf: duplicateOfLink,
  officeNote: maybeText().optional().description('Staff, officials and admins only: the office note'),
};

/** One item of GET /api/requests and GET /api/admin/requests (no detail-only field). */
export const requestListItem = named('RequestListItem', shape(listFields));

/** GET /api/requests/:id: every spec §3 field plus what the viewer may do. */
export const requestDto = named(
  'Request',
  shape({
    ...listFields,
    phone: text(),
    email: maybeText(),
    voterIdNumber: maybeText(),
    block: maybeText(),
    address: text(),
    attachmentUrl: maybeText().description('The authorised download route, never a storage key'),
    attachmentPath: maybeText(),
    attachmentType: maybeText(),
    attachmentName: maybeText(),
    decidedBy: shape({ name: text(), office: roleNames.optional() }).allow(null),
    trackUrl: text().optional().description('The signed /track link: the filing citizen only'),
    feedback: feedbackState.optional(),
  }),
);

export const requestPage = named('RequestPage', shape({ items: list(requestListItem), nextCursor: maybeText(), total: int().optional() }));

/** GET /api/admin/requests with `page`: numbered pages. */
export const requestNumberedPage = named('RequestNumberedPage', shape({ items: list(requestListItem), total: int(), page: int(), pageSize: int() }));

/** Spec §3 Request stats, plus the overdue count of the caller's scope. */
export const requestStats = named('RequestStats', shape({ total: int(), pending: int(), in_progress: int(), resolved: int(), overdue: int().optional() }));

export const authority = named('Authority', shape({ id: int(), name: text(), role: text(), department: maybeText(), level: int() }));

const person = shape({ name: text(), role: text() });

/** Spec §3 Request timeline response. */
export const requestTimeline = named(
  'RequestTimeline',
  shape({
    request: requestDto,
    timeMetrics: shape({
      timeElapsed: Joi.number(),
      standardResponseTimeHours: Joi.number(),
      isOverdue: bool(),
      isClosed: bool(),
      dueAt: maybeTime(),
      slaStartedAt: time(),
      clock: Joi.string().valid('office-hours'),
    }),
    submitter: person,
    assignedUser: person.allow(null),
    escalations: list(
      shape({ id: int(), escalationLevel: int(), fromUserName: maybeText(), fromUserRole: maybeText(), toUserName: maybeText(), toUserRole: maybeText(), reason: maybeText(), escalatedAt: time() }),
    ),
    history: list(
      shape({ id: int(), action: text(), notes: maybeText(), notesKey: maybeText().optional(), internalNote: maybeText(), userName: maybeText(), userRole: maybeText(), timestamp: time() }),
    ),
  }),
);

/** What anyone with the code and phone, or the signed link, may see (libs/types public-track.ts). */
export const publicRequestStatus = named(
  'PublicRequestStatus',
  shape({
    requestId: text(),
    requestType: text(),
    status: status(),
    stages: list(workflowStage),
    response: maybeText(),
    responseKey: maybeText(),
    submittedAt: time(),
    updatedAt: time(),
    resolvedAt: maybeTime(),
    dueAt: maybeTime(),
    isOverdue: bool(),
    duplicateOf: duplicateOfLink,
    feedback: feedbackState.optional(),
  }),
);
