import type { ObjectSchema } from 'joi';
import { Joi, msg } from './joi-helpers';
import type { MessageKey } from './messages';

/** Spec §4 actions on a request (the API's request-workflow uses the same names). */
export type RequestActionName = 'approve_forward' | 'reject' | 'complete' | 'assign';

const userId = (key: MessageKey) => Joi.number().integer().positive().max(2_147_483_647).required().messages(msg(key));
const requiredRemarks = (key: MessageKey) => Joi.string().trim().max(2000).required().messages(msg(key));
const optionalRemarks = () => Joi.string().trim().max(2000).allow('', null).messages(msg('invalidValue'));

/**
 * Spec §5 Request actions in the staff screens' words: what each action needs before the server
 * looks at the request. The staff dialogs run these, and the API's state machine
 * (api/src/modules/request-workflow/workflow-actions.ts) runs the same ones, so both refuse the
 * same input with the same message.
 */
export const staffActionSchemas: Record<RequestActionName, ObjectSchema> = {
  approve_forward: Joi.object({ assignedTo: userId('selectAuthority'), remarks: optionalRemarks() }),
  reject: Joi.object({ remarks: requiredRemarks('remarksRequiredForRejection') }),
  complete: Joi.object({ remarks: requiredRemarks('remarksRequiredForCompletion') }),
  // Spec §5: a level (1, 2 or 3), then an authority.
  assign: Joi.object({
    level: Joi.number().integer().valid(1, 2, 3).required().messages(msg('selectLevel')),
    assignedTo: userId('selectAuthority'),
    remarks: optionalRemarks(),
  }),
};

/** The admin requests screen's words for the same rules (spec §5): POST /api/admin/requests/:id/approve. */
export const adminApproveSchema = Joi.object({
  assignedTo: userId('selectAuthorityToForward'),
  remarks: optionalRemarks(),
});

/** POST /api/admin/requests/:id/reject: a non-blank reason. */
export const adminRejectSchema = Joi.object({ reason: requiredRemarks('rejectionReasonRequired') });
