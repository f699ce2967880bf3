import type { Language } from '@cc/types';

/** The Hindi text when Hindi is chosen and the office wrote one, else the English text. */
export function localized(language: Language, english: string | null | undefined, hindi: string | null | undefined): string {
  return (language === 'hi' && hindi ? hindi : english) ?? '';
}
