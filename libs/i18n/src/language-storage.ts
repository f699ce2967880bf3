import type { Language } from '@cc/types';

/** Spec §3 browser storage: the language preference, Hindi by default. */
export const LANGUAGE_STORAGE_KEY = 'citizen-connect-language';
export const DEFAULT_LANGUAGE: Language = 'hi';

export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return stored === 'en' || stored === 'hi' ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice still holds for this page view.
  }
}
