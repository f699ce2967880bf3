import type { TFunction } from 'i18next';
// Type only: the names themselves are in the shared texts chunk (shared-texts.ts), not in every
// bundle that shows a code.
import type { codesEn } from './codes/en';

export type CodeGroup = Exclude<keyof typeof codesEn, 'general'>;

/** Spec §3's last resort for a code nobody has named yet: hyphens become spaces, words capitalised. */
export function humanizeCode(code: string): string {
  return code
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** What a code reads while the shared texts are on their way: neutral, in no language. */
export const CODE_TEXT_PENDING = '…';

/**
 * Whether the code names (the shared texts chunk, create-i18n.ts) have reached this `t`. Asking
 * also fetches them when they are not here (the instance's missing-key handler).
 */
export function codeTextsLoaded(t: TFunction): boolean {
  return t('codes.general', { defaultValue: '' }) !== '';
}

/**
 * The one way a stored code (event or gallery category, template category...) becomes words on screen:
 * always through i18n, so Hindi screens show Hindi; an absent code reads "General" in the chosen language.
 * Until the code names have arrived it reads CODE_TEXT_PENDING: the English fallback would reach a
 * Hindi reader for the moment they take.
 */
export function codeLabel(t: TFunction, group: CodeGroup, code: string | null | undefined, fallback?: string | null): string {
  if (!code) return t('codes.general', { defaultValue: CODE_TEXT_PENDING });
  const named = t(`codes.${group}.${code}`, { defaultValue: '' });
  if (named) return named;
  if (!codeTextsLoaded(t)) return CODE_TEXT_PENDING;
  // An unnamed code reads as the caller's fallback (e.g. a custom role's display name); else a
  // lower-case code is humanised and a name somebody typed (a department) is kept as typed.
  return fallback || (/^[a-z0-9_-]+$/.test(code) ? humanizeCode(code) : code);
}

/**
 * One label for a request's derived priority in every app: none and 'low' read "Normal" (spec §2's
 * default), so a citizen and the staff see the same word for the same request.
 */
export function priorityLabel(t: TFunction, priority: string | null | undefined): string {
  return codeLabel(t, 'priority', priority && priority !== 'low' ? priority : 'normal');
}

/**
 * The API files a request without a title under its type's English words ("Water Supply"). Such a
 * title says nothing the type does not, and is English on a Hindi screen: show the type's name instead.
 */
export function isTypeTitle(title: string | null | undefined, requestType: string): boolean {
  return !title || title === humanizeCode(requestType);
}
