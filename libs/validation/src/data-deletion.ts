import { Joi, emailRule, msg, msg2 } from './joi-helpers';

export const DELETION_REASONS = [
  'no-longer-needed',
  'privacy-concerns',
  'switching-services',
  'account-security',
  'other',
] as const;

const keys = {
  email: emailRule().required().messages(msg2('deletionEmailRequired', 'deletionEmailInvalid')),
  reason: Joi.string()
    .valid(...DELETION_REASONS)
    .allow('', null)
    .empty('')
    .default(null)
    .messages(msg('invalidValue')),
  additionalInfo: Joi.string().trim().max(2000).allow('', null).empty('').default(null).messages(msg('invalidValue')),
};

/** The body of POST /api/data-deletion (spec §7). */
export const dataDeletionSchema = Joi.object(keys);

const consent = Joi.boolean().valid(true).required().messages(msg('deletionConsentRequired'));

/** The page's form (spec §2): the three consents are checked in the browser only. */
export const dataDeletionFormSchema = Joi.object({
  ...keys,
  understandPermanent: consent,
  savedData: consent,
  consentDeletion: consent,
});
