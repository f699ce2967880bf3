import { validate, validationMessages } from '@cc/validation';
import Joi, { type Schema } from 'joi';
import { ValidationError } from '../../lib/http-error';
import { REQUEST_STATUSES, WORKFLOW_ACTIONS } from '../request-workflow';

const invalid = { '*': validationMessages.invalidValue.en };
const unknownField = { 'object.unknown': validationMessages.unknownField.en };
const id = () => Joi.number().integer().positive().max(2_147_483_647);
const remarks = () => Joi.string().max(2000).allow('', null);

/** GET /api/requests query (spec §7 filters plus search and keyset paging). */
export const listQuerySchema = Joi.object({
  userId: id(),
  citizenId: id(),
  assignedTo: id(),
  status: Joi.string().valid(...REQUEST_STATUSES, 'closed'),
  category: Joi.string().trim().max(100).empty(''),
  requestType: Joi.string().trim().max(100).empty(''),
  q: Joi.string().trim().max(200).empty(''),
  overdue: Joi.boolean(),
  sort: Joi.string().valid('newest', 'due').default('newest').messages({ '*': validationMessages.invalidSort.en }),
  limit: Joi.number().integer().min(1).max(100).default(20),
  cursor: Joi.string().max(200),
}).messages(invalid);

/** GET /api/requests/stats query. */
export const statsQuerySchema = Joi.object({ overdue: Joi.boolean() }).messages(invalid);

/** PATCH body, action form: {action, remarks, assignedTo, level}. Unknown fields are refused. */
export const actionBodySchema = Joi.object({
  action: Joi.string().valid(...WORKFLOW_ACTIONS).required().messages({ '*': validationMessages.unknownAction.en }),
  remarks: remarks(),
  assignedTo: id().allow(null),
  level: Joi.number().integer().allow(null),
})
  .messages({ ...invalid, ...unknownField })
  .unknown(false);

/** PATCH body, the spec §7 field form: {status, assignedTo, escalationLevel, response, updatedAt}. */
export const fieldBodySchema = Joi.object({
  status: Joi.string().valid('escalated', 'rejected', 'resolved', 'in_progress').required().messages({ '*': validationMessages.actionNotAllowedInStatus.en }),
  assignedTo: id().allow(null),
  escalationLevel: Joi.number().integer().min(0).max(5).allow(null),
  response: remarks(),
  // The client's clock is not trusted: the server stamps updatedAt itself.
  updatedAt: Joi.any(),
})
  .messages({ ...invalid, ...unknownField })
  .unknown(false);

export const adminApproveBodySchema = Joi.object({
  assignedTo: id().required().messages({ '*': validationMessages.selectAuthorityToForward.en }),
  remarks: remarks(),
})
  .messages({ ...invalid, ...unknownField })
  .unknown(false);

export const adminRejectBodySchema = Joi.object({
  reason: Joi.string().max(2000).allow('', null).required().messages({ '*': validationMessages.rejectionReasonRequired.en }),
})
  .messages({ ...invalid, ...unknownField })
  .unknown(false);

/** Like parseOrThrow, but unknown keys are errors rather than silently dropped. */
export function parseStrict<T>(schema: Schema, value: unknown): T {
  const result = validate<T>(schema, value ?? {}, { stripUnknown: false });
  if (result.errors) throw new ValidationError(result.errors);
  return result.value;
}

/** Query strings: unknown keys (cache busters) are ignored. */
export function parseQuery<T>(schema: Schema, value: unknown): T {
  const result = validate<T>(schema, value ?? {}, { stripUnknown: true });
  if (result.errors) throw new ValidationError(result.errors);
  return result.value;
}
