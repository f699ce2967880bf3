import { attachmentProblem, requestFormSchema, validate, type MessageKey } from '@cc/validation';

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

/** What the form sends: text fields and the one boolean (multipart sends it as 'true'/'false'). */
export type SubmitFields = Record<string, string | boolean>;

export interface CaptchaState {
  /** Token of a question that is loaded and not already being replaced. */
  token: string | null;
  answer: string;
}

type FormField = keyof RequestFormValues | 'captchaAnswer';

export interface FormCheck {
  messageKey: MessageKey;
  /** Fields to mark, first one gets focus. */
  fields: FormField[];
}

const isFormField = (field: string): field is FormField => field === 'captchaAnswer' || field in EMPTY_VALUES;

/**
 * Runs the body the form would send through the API's own schema (`requestFormSchema`, the same
 * rules and spec §5 messages POST /api/requests answers with). The first complaint in the schema's
 * order wins (required fields, then the captcha, then the voter ID) and every field with that same
 * complaint is marked. A missing token means the question has not loaded yet: 'Please wait for
 * CAPTCHA to load', the one rule only a browser can have. null when the form may be sent.
 */
export function checkRequestForm(values: RequestFormValues, captcha: CaptchaState): FormCheck | null {
  const result = validate(requestFormSchema, toSubmitFields(values, { token: captcha.token ?? '', answer: captcha.answer }, false));
  const first = result.errors?.[0];
  if (!first) return null;
  if (first.field === 'captchaToken') return { messageKey: 'waitForCaptcha', fields: [] };
  const fields = result.errors!.filter((error) => error.messageKey === first.messageKey).map((error) => error.field);
  return { messageKey: first.messageKey, fields: fields.filter(isFormField) };
}

/** Spec §5 attachment rule, checked when the file is chosen: type pdf/jpg/jpeg/png, under 20MB. */
export function checkAttachment(file: { name: string; size: number }): MessageKey | null {
  return attachmentProblem(file);
}

/**
 * The body POST /api/requests reads: the Vidhan Sabha choice is the spec's Block (Vidhan Sabha).
 * `showPublicly` is the citizen's opt-in to publication; it is not a typed value, so it is not part of
 * the values a draft keeps: every filing starts private and asks again.
 */
export function toSubmitFields(values: RequestFormValues, captcha: { token: string; answer: string }, showPublicly: boolean): SubmitFields {
  const fields: SubmitFields = {
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
    showPublicly,
  };
  if (values.voterIdNumber.trim()) fields.voterIdNumber = values.voterIdNumber.trim();
  if (typeof document !== 'undefined' && /^(hi|en)$/.test(document.documentElement.lang)) fields.language = document.documentElement.lang; // the page's language: an anonymous filer's messages follow it
  return fields;
}

export function formatFileSize(bytes: number): { unit: 'b' | 'kb' | 'mb'; n: string } {
  if (bytes < 1024) return { unit: 'b', n: String(bytes) };
  if (bytes < 1024 * 1024) return { unit: 'kb', n: (bytes / 1024).toFixed(1) };
  return { unit: 'mb', n: (bytes / (1024 * 1024)).toFixed(1) };
}
