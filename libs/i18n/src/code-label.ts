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

/**
 * The one way a stored code (event or gallery category, template category...) becomes words on screen:
 * always through i18n, so Hindi screens show Hindi; an absent code reads "General" in the chosen language.
 */
export function codeLabel(t: TFunction, group: CodeGroup, code: string | null | undefined, fallback?: string | null): string {
  if (!code) return t('codes.general');
  // An unnamed code reads as the caller's fallback (e.g. a custom role's display name); else a
  // lower-case code is humanised and a name somebody typed (a department) is kept as typed.
  return t(`codes.${group}.${code}`, { defaultValue: fallback || (/^[a-z0-9_-]+$/.test(code) ? humanizeCode(code) : code) });
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
