import { Joi, msg } from './joi-helpers';

/** Spec §5 Login: both required; any omission gives one message. */
export const loginSchema = Joi.object({
  username: Joi.string().trim().max(100).required().messages(msg('fillAllFields')),
  password: Joi.string().max(200).required().messages(msg('fillAllFields')),
  // Only when the API asked for one (captchaRequired: many failed logins from the address). A
  // wrong or missing answer is the API's decision, not a shape error.
  captchaToken: Joi.string().max(100),
  captchaAnswer: Joi.string().trim().max(20).allow(''),
});
