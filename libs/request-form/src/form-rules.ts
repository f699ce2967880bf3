import { attachmentProblem, type MessageKey } from '@cc/validation';

export interface RequestFormValues {
  name: string;
  district: string;
  block: string;
  phone: string;
  requestType: string;
  description: string;
  address: string;
  voterIdNumber: string;
}

export const EMPTY_VALUES: RequestFormValues = {
  name: '',
  district: '',
  block: '',
  phone: '',
  requestType: '',
  description: '',
  address: '',
  voterIdNumber: '',
};

/** Spec §5: the required fields, in the order they appear on the form. */
export const REQUIRED_FIELDS: (keyof RequestFormValues)[] = ['name', 'district', 'block', 'phone', 'requestType', 'description', 'address'];

export interface CaptchaState {
  /** Token of a question that is loaded and not already being replaced. */
  token: string | null;
  answer: string;
}

export interface FormCheck {
  messageKey: MessageKey;
  /** Fields to mark, first one gets focus. */
  fields: (keyof RequestFormValues | 'captchaAnswer')[];
}

/**
 * The spec §5 order of complaints: required fields first, then the captcha (not loaded yet, then
 * no answer). null when the form may be sent; the server repeats every rule.
 */
export function checkRequestForm(values: RequestFormValues, captcha: CaptchaState): FormCheck | null {
  const missing = REQUIRED_FIELDS.filter((field) => !values[field].trim());
  if (missing.length) return { messageKey: 'fillAllRequiredFields', fields: missing };
  if (!captcha.token) return { messageKey: 'waitForCaptcha', fields: [] };
  if (!captcha.answer.trim()) return { messageKey: 'completeSecurityVerification', fields: ['captchaAnswer'] };
  return null;
}

/** Spec §5 attachment rule, checked when the file is chosen: type pdf/jpg/jpeg/png, under 20MB. */
export function checkAttachment(file: { name: string; size: number }): MessageKey | null {
  return attachmentProblem(file);
}

/** The body POST /api/requests reads: the Vidhan Sabha choice is the spec's Block (Vidhan Sabha). */
export function toSubmitFields(values: RequestFormValues, captcha: { token: string; answer: string }): Record<string, string> {
  const fields: Record<string, string> = {
    name: values.name.trim(),
    district: values.district,
    block: values.block,
    vidhanSabha: values.block,
    phone: values.phone.trim(),
    requestType: values.requestType,
    description: values.description.trim(),
    address: values.address.trim(),
    captchaToken: captcha.token,
    captchaAnswer: captcha.answer.trim(),
  };
  if (values.voterIdNumber.trim()) fields.voterIdNumber = values.voterIdNumber.trim();
  return fields;
}

export function formatFileSize(bytes: number): { unit: 'b' | 'kb' | 'mb'; n: string } {
  if (bytes < 1024) return { unit: 'b', n: String(bytes) };
  if (bytes < 1024 * 1024) return { unit: 'kb', n: (bytes / 1024).toFixed(1) };
  return { unit: 'mb', n: (bytes / (1024 * 1024)).toFixed(1) };
}
