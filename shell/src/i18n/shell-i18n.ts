import { createI18n } from '@cc/i18n';
import type { Language } from '@cc/types';
import en from './en.json';
import hi from './hi.json';

export function createShellI18n(language: Language) {
  // The shell's lazy pages bring the shared texts (app-routes.tsx); its first pages need none.
  return createI18n({ en, hi }, language, { sharedTexts: 'on-demand' });
}
