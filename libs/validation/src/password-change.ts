import { Joi, msg, msg2 } from './joi-helpers';
import { passwordRule } from './password';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * POST /api/users/me/password: the current password proves it is the account's owner at this
 * device (a session left open on a shared phone is not enough); the new one follows the
 * one password rule, and the server adds the common-password list.
 */
export const passwordChangeSchema = Joi.object<PasswordChange>({
  currentPassword: Joi.string().max(200).required().messages(msg('currentPasswordRequired')),
  newPassword: passwordRule().required().messages(msg2('passwordRequired', 'passwordMinLength')),
  confirmPassword: Joi.any().valid(Joi.ref('newPassword')).required().messages(msg('passwordsDoNotMatch')),
});
