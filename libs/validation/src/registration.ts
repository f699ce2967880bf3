import { Joi, emailRule, msg, msg2, optionalText } from './joi-helpers';
import { passwordRule } from './password';

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
  password: passwordRule().required().messages(msg2('passwordRequired', 'passwordMinLength')),
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
 * The version of the privacy policy a registration agrees to: the /privacy page's 'last updated
 * July 2025' (mf-public privacy.lastUpdated). Change both together when the policy changes.
 */
export const PRIVACY_POLICY_VERSION = '2025-07';

/**
 * The payload of POST /api/auth/register: the spec §3 registration payload plus agreedToTerms and
 * agreedToPrivacy, which stay required because the server records the consent. confirmPassword is
 * client-only in the spec: optional here, but checked when sent. `name` is checked and dropped (the
 * server builds it from first and last name); `role` may only be 'citizen' (spec §6).
 */
export const registrationSchema = Joi.object({
  ...step1Keys,
  ...step2Keys,
  ...step3Keys,
  confirmPassword: step3Keys.confirmPassword.optional(),
  ...step4Keys,
  name: Joi.string().trim().max(201).allow('', null).strip().messages(msg('invalidValue')),
  role: Joi.string().valid('citizen').strip().messages(msg('registrationCitizenOnly')),
  /** The language of the citizen's messages from now on (the page they registered in); Hindi when absent. */
  language: Joi.string().valid('hi', 'en').default('hi').messages(msg('invalidValue')),
});
