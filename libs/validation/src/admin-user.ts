import { Joi, emailRule, msg, optionalText } from './joi-helpers';
import { validationMessages } from './messages';

// super_admin cannot be given through the user form (spec §6).
const role = Joi.string()
  .trim()
  .max(50)
  .invalid('super_admin')
  .default('citizen')
  .messages({ ...msg('roleRequired'), 'any.invalid': validationMessages.superAdminNotAssignable.en });

const commonKeys = {
  username: Joi.string().trim().max(50).required().messages(msg('usernameRequired')),
  name: Joi.string().trim().max(200).required().messages(msg('nameRequired')),
  email: emailRule().required().messages(msg('invalidEmail')),
  phone: Joi.string().trim().min(10).max(20).required().messages(msg('phoneMinLength')),
  role,
  district: optionalText(100),
  constituency: optionalText(100),
  mandal: optionalText(100),
  ward: optionalText(100),
  address: optionalText(1000),
  department: optionalText(200),
  isActive: Joi.boolean().default(true).messages(msg('invalidValue')),
};

/** Spec §5 Admin create user. */
export const adminUserCreateSchema = Joi.object({
  ...commonKeys,
  password: Joi.string().min(6).max(200).required().messages(msg('passwordMinLength')),
});

/** Edit: same fields, password optional with no length rule; blank keeps the current one. */
export const adminUserUpdateSchema = Joi.object({
  ...commonKeys,
  password: Joi.string().max(200).allow('', null).empty('').default(null),
});
