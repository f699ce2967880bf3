import { Joi, emailRule, msg, optionalText } from './joi-helpers';
import { validationMessages } from './messages';
import { passwordRule } from './password';

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
  password: passwordRule().required().messages(msg('passwordMinLength')),
});

/** Edit: same fields; blank keeps the current password, a new one follows the same rule as create. */
export const adminUserUpdateSchema = Joi.object({
  ...commonKeys,
  password: passwordRule().allow('', null).empty('').default(null).messages(msg('passwordMinLength')),
});
