import { Joi, msg } from './joi-helpers';

const remarks = (key: 'remarksRequiredForRejection') => Joi.string().trim().max(2000).required().messages(msg(key));

/** Staff dialog actions (staff wording). */
export const staffRejectSchema = Joi.object({ remarks: remarks('remarksRequiredForRejection') });
