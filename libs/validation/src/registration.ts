import { Joi, emailRule, msg, msg2, optionalText } from './joi-helpers';

export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PINCODE_PATTERN = /^\d{6}$/;
export const VOTER_ID_PATTERN = /^[A-Za-z]{3}\d{7}$/;

// Each step is checked against the whole wizard state, so other steps' fields pass through.
const step1Keys = {
  firstName: Joi.string().trim().max(100).required().messages(msg('firstNameRequired')),
  lastName: Joi.string().trim().max(100).required().messages(msg('lastNameRequired')),
  email: emailRule().required().messages(msg2('emailRequired', 'enterValidEmail')),
  phone: Joi.string().trim().pattern(PHONE_PATTERN).required().messages(msg2('phoneRequired', 'enterValidIndianMobile')),
};

const step2Keys = {
  district: Joi.string().trim().max(100).required().messages(msg('selectDistrict')),
  vidhanSabha: optionalText(100),
  block: optionalText(100),
  address: Joi.string().trim().max(1000).required().messages(msg('addressRequired')),
  pincode: Joi.string().trim().pattern(PINCODE_PATTERN).required().messages(msg2('pincodeRequired', 'enterValidPincode')),
};

const step3Keys = {
  username: Joi.string().trim().min(3).max(50).required().messages(msg2('usernameRequired', 'usernameMinLength')),
  password: Joi.string().min(6).max(200).required().messages(msg2('passwordRequired', 'passwordMinLength')),
  confirmPassword: Joi.any().valid(Joi.ref('password')).required().messages(msg('passwordsDoNotMatch')),
};

const step4Keys = {
  agreedToTerms: Joi.boolean().valid(true).required().messages(msg('termsRequired')),
  agreedToPrivacy: Joi.boolean().valid(true).required().messages(msg('privacyRequired')),
  voterIdNumber: Joi.string()
    .trim()
    .pattern(VOTER_ID_PATTERN)
    .uppercase()
    .allow('', null)
    .empty('')
    .default(null)
    .messages(msg('invalidVoterId')),
  allowNotifications: Joi.boolean().default(true).messages(msg('invalidValue')),
};

export const registrationStep1Schema = Joi.object(step1Keys).unknown(true);
export const registrationStep2Schema = Joi.object(step2Keys).unknown(true);
export const registrationStep3Schema = Joi.object(step3Keys).unknown(true);
export const registrationStep4Schema = Joi.object(step4Keys).unknown(true);
export const registrationStepSchemas = [
  registrationStep1Schema,
  registrationStep2Schema,
  registrationStep3Schema,
  registrationStep4Schema,
] as const;

/**
 * The payload of POST /api/auth/register (spec §3). The server repeats every step rule, so the
 * client-only fields (confirmPassword, agreedToTerms, agreedToPrivacy) must be sent too.
 * `name` and `role` are accepted but ignored: the server derives the name and always creates a citizen.
 */
export const registrationSchema = Joi.object({
  ...step1Keys,
  ...step2Keys,
  ...step3Keys,
  ...step4Keys,
  name: Joi.any().strip(),
  role: Joi.any().strip(),
});
