import { Joi, msg } from './joi-helpers';

/** Spec §5 Login: both required; any omission gives one message. */
export const loginSchema = Joi.object({
  username: Joi.string().trim().max(100).required().messages(msg('fillAllFields')),
  password: Joi.string().max(200).required().messages(msg('fillAllFields')),
});
