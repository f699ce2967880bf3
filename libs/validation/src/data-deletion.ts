import { adminListQuerySchema } from './admin-list';
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

/** POST /api/data-deletion/confirm: the token of the mailed link (any malformed one reads as an invalid link). */
export const dataDeletionConfirmSchema = Joi.object({
  token: Joi.string().trim().max(200).required().messages(msg('deletionLinkInvalid')),
});

/** What a deletion request is doing (GET /api/admin/data-deletion-requests); expired: never confirmed in time. */
export const DELETION_STATES = ['awaiting_confirmation', 'expired', 'confirmed', 'anonymised', 'completed'] as const;

/** `?search=&page=&pageSize=&state=` of the admin list (search: the request code or the e-mail). */
export const adminDeletionListQuerySchema = adminListQuerySchema.keys({
  state: Joi.string()
    .valid(...DELETION_STATES)
    .messages(msg('invalidValue')),
});
