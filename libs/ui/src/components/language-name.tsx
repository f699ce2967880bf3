import type { Language } from '@cc/types';

// Each language by its own name (endonym), whatever the page's language: a Hindi reader looks for
// "हिंदी", an English reader for "English". So these two words are never translated.
const ENDONYMS: Record<Language, string> = { hi: 'हिंदी', en: 'English' };

/** The language's own name, marked with that language so a screen reader voices it right (WCAG 3.1.2). */
export function LanguageName({ language }: { language: Language }) {
  return <span lang={language}>{ENDONYMS[language]}</span>;
}
