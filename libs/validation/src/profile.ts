import { Joi, emailRule, msg, msg2 } from './joi-helpers';
import { validationMessages } from './messages';
import { PHONE_PATTERN } from './registration';

export interface ProfileUpdate {
  name?: string;
  email?: string | null;
  phone?: string | null;
}

/**
 * PATCH /api/users/me: the caller's own name, e-mail and phone; only the fields sent change.
 * Name cannot be blanked; e-mail and phone may be cleared ('' or null: the profile card then says
 * 'Not provided') but, when given, must be valid. Anything else in the body (role, id...) is refused.
 */
export const profileUpdateSchema = Joi.object<ProfileUpdate>({
  name: Joi.string().trim().max(200).messages(msg2('nameRequired', 'profileNameTooLong')),
  email: emailRule().allow('', null).messages(msg('invalidEmail')),
  phone: Joi.string().trim().pattern(PHONE_PATTERN).allow('', null).messages(msg('enterValidIndianMobile')),
})
  .or('name', 'email', 'phone')
  .messages({
    'object.missing': validationMessages.profileNothingToChange.en,
    'object.unknown': validationMessages.unknownField.en,
    'object.base': validationMessages.invalidValue.en,
  });
