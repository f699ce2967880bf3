import type { TFunction } from 'i18next';
import { humanizeCode } from '@cc/i18n';
import type { Language } from '@cc/types';

/** A record's own bilingual text: the Hindi one on a Hindi screen when somebody wrote it. */
export const localized = (language: Language, english: string, hindi: string | null | undefined): string =>
  language === 'hi' && hindi ? hindi : english;

/**
 * A role code as words: the seeded roles through i18next; a role an admin created has no entry,
 * so its own display name (or the humanised code) is shown.
 */
export function roleLabel(t: TFunction, code: string, own?: string): string {
  return t(`roleNames.${code}`, { defaultValue: own ?? humanizeCode(code) });
}
