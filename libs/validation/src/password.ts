import { Joi } from './joi-helpers';

/** Spec §5: a password of at least 6 characters; the upper bound is the login form's, so a set password can be typed there. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The one length rule of every password a person sets on a form: registration, the admin user
 * form's create and edit (and the password change). One rule, so no form can set a password another
 * refuses; the API adds the common-password list (api/src/modules/auth/password-policy.ts).
 * Console accounts made by an operator need more (admin-bootstrap). Callers add required/optional
 * and their messages.
 */
export const passwordRule = () => Joi.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
