import { Joi, emailRule, msg, optionalText } from './joi-helpers';
import { VOTER_ID_PATTERN } from './registration';

export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

const required = (max: number) => Joi.string().trim().max(max).required().messages(msg('fillAllRequiredFields'));

/**
 * A spec §7 field whose value the server decides (a new request is pending, level 0, unassigned,
 * filed by the session's user): a spec client sends it, so it is accepted if it is a plain short
 * value (multipart sends every field as text), then dropped.
 */
const serverDecided = () =>
  Joi.alternatives(Joi.string().trim().max(100), Joi.number(), Joi.boolean()).allow('', null).strip().messages(msg('invalidValue'));

/**
 * Spec §5 Request form plus the other spec §7 fields. Phone has no format rule on this form.
 * attachmentUrl names a prior POST /api/upload; attachmentType is judged from the file's content.
 */
export const requestFormSchema = Joi.object({
  name: required(200),
  district: required(100),
  block: required(100),
  phone: required(20),
  requestType: required(100),
  description: required(5000),
  address: required(1000),
  captchaToken: Joi.string().trim().max(200).required().messages(msg('completeSecurityVerification')),
  captchaAnswer: Joi.alternatives(Joi.string().trim().max(20), Joi.number())
    .required()
    .messages(msg('completeSecurityVerification')),
  voterIdNumber: Joi.string().trim().pattern(VOTER_ID_PATTERN).uppercase().allow('', null).empty('').default(null).messages(msg('invalidVoterId')),
  vidhanSabha: optionalText(100),
  vidhansabha: optionalText(100),
  email: emailRule().allow('', null).empty('').default(null).messages(msg('invalidEmail')),
  title: optionalText(300),
  category: optionalText(100),
  attachmentUrl: optionalText(200),
  // The citizen's opt-in to publication (docs/open311.md, "Privacy"): off unless ticked. Multipart
  // sends it as the text 'true'/'false', which joi reads as the boolean.
  showPublicly: Joi.boolean().default(false).messages(msg('invalidValue')),
  // The page's language, so a filer without an account gets their messages in it.
  language: Joi.string().valid('hi', 'en').allow(null).empty('').messages(msg('invalidValue')),
  submitterType: serverDecided(),
  submitterId: serverDecided(),
  status: serverDecided(),
  escalationLevel: serverDecided(),
  assignedTo: serverDecided(),
  response: serverDecided(),
  attachmentType: serverDecided(),
});

/** Client-side file check (spec §5): the server re-checks by content. */
export function attachmentProblem(file: { name: string; size: number }): 'attachmentTooLarge' | 'attachmentTypeNotAllowed' | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return 'attachmentTooLarge';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext) ? null : 'attachmentTypeNotAllowed';
}
