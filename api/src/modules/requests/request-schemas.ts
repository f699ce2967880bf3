import { boundedInteger, idRule, Joi, validationMessages } from '@cc/validation';
import { REQUEST_STATUSES, WORKFLOW_ACTIONS } from '../request-workflow';

const invalid = { '*': validationMessages.invalidValue.en };
const id = idRule;
const remarks = () => Joi.string().max(2000).allow('', null);
const code = () => Joi.string().trim().max(100).empty('');

/** Priority labels of the filters (spec §2 admin requests); 'urgent' is one no request can have (spec §4 derives only three). */
export const PRIORITY_FILTERS = ['low', 'medium', 'high', 'urgent'] as const;

const isCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** YYYY-MM-DD that exists (2025-02-30 does not); `to` may not be before `from`. */
const day = () =>
  Joi.string()
    .pattern(/^\d{4}-\d{2}-\d{2}$/)
    .custom((value: string, helpers) => (isCalendarDay(value) ? value : helpers.error('any.invalid')))
    .empty('');
const lastDay = () =>
  day().custom((value: string, helpers) => {
    const from = (helpers.state.ancestors[0] as { from?: unknown }).from;
    return typeof from === 'string' && from > value ? helpers.error('any.invalid') : value;
  });

/**
 * GET /api/requests and GET /api/admin/requests query: the spec §7 filters (userId, citizenId,
 * assignedTo, status, category), the admin screen's (district, Vidhan Sabha, type, priority, dates,
 * search), SLA (overdue, sort), the caller's worklist (actionable) and keyset paging. Days are
 * calendar days in Asia/Kolkata.
 */
export const listQuerySchema = Joi.object({
  userId: id(),
  citizenId: id(),
  assignedTo: id(),
  status: Joi.string().valid(...REQUEST_STATUSES, 'closed'),
  category: code(),
  requestType: code(),
  district: code(),
  vidhanSabha: code(),
  // The spelling of the spec §3 Request entity; both name the same column.
  vidhansabha: code(),
  priority: Joi.string().valid(...PRIORITY_FILTERS),
  from: day(),
  to: lastDay(),
  q: Joi.string().trim().max(200).empty(''),
  overdue: Joi.boolean(),
  // Only what the caller may act on now (actionable.ts); with assignedTo=me, the staff Tasks list.
  actionable: Joi.boolean(),
  sort: Joi.string().valid('newest', 'due').default('newest').messages({ '*': validationMessages.invalidSort.en }),
  limit: Joi.number().integer().min(1).max(100).default(20),
  cursor: Joi.string().max(200),
}).messages(invalid);

/**
 * GET /api/admin/requests: the same filters, plus numbered pages for the admin requests screen
 * (spec §2: 'Showing X of Y requests', page buttons): `page` (from 1) and `pageSize` (default 10,
 * spec §9) answer `{items, total, page, pageSize}`. Without `page` the route pages by keyset like
 * GET /api/requests; the two ways do not mix (a cursor or a limit beside a page is refused).
 */
export const adminListQuerySchema = listQuerySchema
  .keys({
    page: Joi.number().integer().min(1).max(1_000_000),
    pageSize: Joi.number().integer().min(1).max(100).when('page', { is: Joi.exist(), then: Joi.number().default(10), otherwise: Joi.forbidden() }),
    limit: Joi.when('page', { is: Joi.exist(), then: Joi.forbidden(), otherwise: Joi.number().integer().min(1).max(100).default(20) }),
    cursor: Joi.when('page', { is: Joi.exist(), then: Joi.forbidden(), otherwise: Joi.string().max(200) }),
  })
  .messages(invalid);

/** GET /api/requests/stats query. */
// citizenId: counts of one submitter's requests, the same filter as the list's (the citizen dashboards).
export const statsQuerySchema = Joi.object({ overdue: Joi.boolean(), citizenId: id() }).messages(invalid);

/** PATCH body, action form: {action, remarks, response, internalNote, publishResponse, assignedTo, level}. */
export const actionBodySchema = Joi.object({
  action: Joi.string().valid(...WORKFLOW_ACTIONS).required().messages({ '*': validationMessages.unknownAction.en }),
  remarks: remarks(),
  // Which action takes which box: REMARK_AUDIENCE (libs/validation request-actions.ts); the action's own schema refuses the others.
  response: remarks(),
  internalNote: remarks(),
  publishResponse: Joi.boolean(),
  assignedTo: id().allow(null),
  // The level itself (1-3) is the workflow's rule and message ('selectLevel'); the bound keeps a huge number out of SQL.
  level: boundedInteger(0, 99).allow(null),
})
  .messages(invalid);

/** PATCH body, the spec §7 field form: {status, assignedTo, escalationLevel, response, updatedAt}. */
export const fieldBodySchema = Joi.object({
  status: Joi.string().valid('escalated', 'rejected', 'resolved', 'in_progress').required().messages({ '*': validationMessages.actionNotAllowedInStatus.en }),
  assignedTo: id().allow(null),
  escalationLevel: Joi.number().integer().min(0).max(5).allow(null),
  response: remarks(),
  // The client's clock is not trusted: a well-formed updatedAt is accepted, the server stamps its own.
  updatedAt: Joi.date().allow(null).strip(),
})
  .messages(invalid);
