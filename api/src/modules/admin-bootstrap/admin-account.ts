import { Joi } from '@cc/validation';
import { isCommonPassword } from '../auth/password-policy';

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * The console accounts can create every other account and read every citizen's personal data,
 * and their password is chosen by an operator (a password manager, a generator), not typed on a
 * phone: 12 characters keep an offline guess of a leaked argon2id hash out of reach. The
 * citizens' 6-character rule (spec §5) is not good enough here. Length only, no composition
 * rules (ASVS 5.0 V6.2). The upper bound matches the login form's, so the password can be typed there.
 */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
const MAX_ADMIN_PASSWORD_LENGTH = 200;

/** What an operator gives to create or reset a console account (start-up variables or CLI). */
export interface AdminAccountInput {
  username: string;
  password: string;
  name?: string;
  email?: string;
  /** Absent: super_admin for a new account; the current role for a reset. */
  role?: AdminRole;
}

/** An operator's mistake (bad value, name already used by a non-admin): shown as it is, no stack. */
export class AdminAccountError extends Error {}

const adminAccountSchema = Joi.object<AdminAccountInput>({
  username: Joi.string().trim().min(3).max(50).required().messages({
    'any.required': 'The admin username is required',
    'string.empty': 'The admin username is required',
    'string.min': 'The admin username must be at least 3 characters long',
    'string.max': 'The admin username must be at most 50 characters long',
  }),
  password: Joi.string().min(MIN_ADMIN_PASSWORD_LENGTH).max(MAX_ADMIN_PASSWORD_LENGTH).required().messages({
    'any.required': 'The admin password is required',
    'string.empty': 'The admin password is required',
    'string.min': `The admin password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`,
    'string.max': `The admin password must be at most ${MAX_ADMIN_PASSWORD_LENGTH} characters long`,
  }),
  name: Joi.string().trim().max(200).empty('').messages({ '*': 'The admin name must be at most 200 characters long' }),
  email: Joi.string().trim().email({ tlds: false }).max(254).empty('').messages({ '*': 'The admin email address is not valid' }),
  role: Joi.string()
    .valid(...ADMIN_ROLES)
    .messages({ '*': `The admin role must be one of: ${ADMIN_ROLES.join(', ')}` }),
});

/** The trimmed account, or an AdminAccountError listing every problem. */
export function validateAdminAccount(input: AdminAccountInput): AdminAccountInput {
  const { error, value } = adminAccountSchema.validate(input, { abortEarly: false, stripUnknown: true });
  if (error) throw new AdminAccountError(error.details.map((detail) => detail.message).join('; '));
  // The same list as every other password (ASVS 5.0 V6.2.4): long is not enough if it is famous.
  if (isCommonPassword(value.password)) throw new AdminAccountError('The admin password is too common: choose another');
  return value;
}
