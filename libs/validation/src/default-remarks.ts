import { validationMessages } from './messages';

/**
 * Remarks the office stores on its own behalf (spec §4 defaults): kept with their catalogue key
 * (`requests.response_key`, `request_history.notes_key`) so every reader gets them in their own
 * language, not in the language they were stored in.
 */
export const DEFAULT_REMARK_KEYS = ['requestApprovedDefault', 'requestCompletedByStaff'] as const;
export type DefaultRemarkKey = (typeof DEFAULT_REMARK_KEYS)[number];

export const isDefaultRemarkKey = (key: unknown): key is DefaultRemarkKey => (DEFAULT_REMARK_KEYS as readonly unknown[]).includes(key);

/** The default a remark is (in either language, as a client may send the words it shows), else undefined. */
export function defaultRemarkKey(text: string | null | undefined): DefaultRemarkKey | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return DEFAULT_REMARK_KEYS.find((key) => validationMessages[key].en === trimmed || validationMessages[key].hi === trimmed);
}

/**
 * A stored remark as `language` reads it. The key counts only while the stored text is still its
 * English: a later write that replaced the text (a new remark, a redaction) without clearing the
 * key shows what was written.
 */
export function storedRemarkText(text: string | null | undefined, key: string | null | undefined, language: 'hi' | 'en'): string | null {
  if (text == null) return null;
  if (!isDefaultRemarkKey(key) || text !== validationMessages[key].en) return text;
  return validationMessages[key][language];
}
