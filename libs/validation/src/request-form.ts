import { Joi, emailRule, msg, optionalText } from './joi-helpers';
import { VOTER_ID_PATTERN } from './registration';

export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

const required = (max: number) => Joi.string().trim().max(max).required().messages(msg('fillAllRequiredFields'));

/**
 * Spec §5 Request form. Phone has no format rule on this form. Server-controlled fields the
 * client also sends (§7: status, escalationLevel, assignedTo, response, submitterId...) are stripped.
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
  submitterType: Joi.any().strip(),
  submitterId: Joi.any().strip(),
  status: Joi.any().strip(),
  escalationLevel: Joi.any().strip(),
  assignedTo: Joi.any().strip(),
  response: Joi.any().strip(),
  attachmentUrl: Joi.any().strip(),
  attachmentType: Joi.any().strip(),
});

/** Client-side file check (spec §5): the server re-checks by content. */
export function attachmentProblem(file: { name: string; size: number }): 'attachmentTooLarge' | 'attachmentTypeNotAllowed' | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return 'attachmentTooLarge';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext) ? null : 'attachmentTypeNotAllowed';
}
