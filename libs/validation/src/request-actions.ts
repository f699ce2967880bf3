import type { ObjectSchema } from 'joi';
import { Joi, msg } from './joi-helpers';
import { RAW_PLACEHOLDER } from './message-templates';
import { validationMessages, type MessageKey } from './messages';

/** Spec §4 actions on a request (the API's request-workflow uses the same names). */
export type RequestActionName = 'approve_forward' | 'reject' | 'complete' | 'assign';

const userId = (key: MessageKey) => Joi.number().integer().positive().max(2_147_483_647).required().messages(msg(key));
// A template's placeholder left in a remark would reach the citizen as `{{…}}` (the picker fills them first).
const noPlaceholder = { 'string.pattern.invert.base': validationMessages.remarkHasPlaceholder.en };
const remarkText = () => Joi.string().trim().max(2000).pattern(RAW_PLACEHOLDER, { invert: true });
const requiredRemarks = (key: MessageKey) => remarkText().required().messages({ ...msg(key), ...noPlaceholder });
const optionalRemarks = () => remarkText().allow('', null).messages({ ...msg('invalidValue'), ...noPlaceholder });
const publishFlag = () => Joi.boolean().messages(msg('invalidValue'));

/**
 * Who reads each box of an action (docs/security.md, "Office notes"):
 * - `remarks` of a forward or an assignment is the office's note to the official: staff, officials
 *   and administrators read it, the citizen never does;
 * - `response` of a forward is the optional message to the citizen (the spec's `response` field;
 *   'Request approved.' when blank);
 * - `remarks` of a reject or a completion (the admin's `reason`) is the response to the citizen,
 *   required by spec §5; `internalNote` beside it stays in the office; a completion's
 *   `publishResponse` also publishes that response, without names, on the public map and reports
 *   (`requests.public_note`). A reject has no such box: a rejected request is never published
 *   (api/src/modules/publication/published.ts), so its reason could not be either.
 */
export const REMARK_AUDIENCE = {
  approve_forward: { remarks: 'office', response: 'citizen' },
  reject: { remarks: 'citizen', internalNote: 'office' },
  complete: { remarks: 'citizen', internalNote: 'office' },
  assign: { remarks: 'office' },
} as const satisfies Record<RequestActionName, Record<string, 'office' | 'citizen'>>;

/**
 * Spec §5 Request actions in the staff screens' words: what each action needs before the server
 * looks at the request. The staff dialogs run these, and the API's state machine
 * (api/src/modules/request-workflow/workflow-actions.ts) runs the same ones, so both refuse the
 * same input with the same message.
 */
export const staffActionSchemas: Record<RequestActionName, ObjectSchema> = {
  approve_forward: Joi.object({ assignedTo: userId('selectAuthority'), remarks: optionalRemarks(), response: optionalRemarks() }),
  reject: Joi.object({ remarks: requiredRemarks('remarksRequiredForRejection'), internalNote: optionalRemarks() }),
  complete: Joi.object({ remarks: requiredRemarks('remarksRequiredForCompletion'), internalNote: optionalRemarks(), publishResponse: publishFlag() }),
  // Spec §5: a level (1, 2 or 3), then an authority.
  assign: Joi.object({
    level: Joi.number().integer().valid(1, 2, 3).required().messages(msg('selectLevel')),
    assignedTo: userId('selectAuthority'),
    remarks: optionalRemarks(),
  }),
};

/**
 * The admin requests screen's words for the same rules (spec §5): POST /api/admin/requests/:id/approve.
 * `remarks` is the note to the official, `response` the optional message to the citizen.
 */
export const adminApproveSchema = Joi.object({
  assignedTo: userId('selectAuthorityToForward'),
  remarks: optionalRemarks(),
  response: optionalRemarks(),
});

/** POST /api/admin/requests/:id/reject: a non-blank reason (the citizen reads it) and an optional office note; a rejected request is never published. */
export const adminRejectSchema = Joi.object({
  reason: requiredRemarks('rejectionReasonRequired'),
  internalNote: optionalRemarks(),
});
