import { Joi, msg } from './joi-helpers';

const authority = (key: 'selectAuthority' | 'selectAuthorityToForward') =>
  Joi.number().integer().positive().required().messages(msg(key));
const remarks = (key: 'remarksRequiredForRejection' | 'remarksRequiredForCompletion' | 'rejectionReasonRequired') =>
  Joi.string().trim().max(2000).required().messages(msg(key));
const optionalRemarks = Joi.string().trim().max(2000).allow('', null).empty('').default(null);

/** Admin approve / reject (spec §5 Request actions, admin wording). */
export const adminApproveSchema = Joi.object({ assignedTo: authority('selectAuthorityToForward'), remarks: optionalRemarks });
export const adminRejectSchema = Joi.object({ reason: remarks('rejectionReasonRequired') });

/** Staff dialog actions (staff wording). */
export const staffApproveSchema = Joi.object({ assignedTo: authority('selectAuthority'), remarks: optionalRemarks });
export const staffRejectSchema = Joi.object({ remarks: remarks('remarksRequiredForRejection') });
export const staffCompleteSchema = Joi.object({ remarks: remarks('remarksRequiredForCompletion') });
export const assignSchema = Joi.object({
  level: Joi.number().valid(1, 2, 3).required().messages(msg('selectLevel')),
  assignedTo: authority('selectAuthority'),
});
