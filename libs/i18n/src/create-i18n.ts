import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@cc/types';
import { CODE_TEXTS } from './code-label';
import { VALIDATION_TEXTS } from './validation-texts';

export type Translations = Record<string, unknown>;

export interface BilingualResources {
  en: Translations;
  hi: Translations;
}

/**
 * Each app (shell and every remote) owns its own i18next instance (architecture §2),
 * built from its own bilingual resources. Synchronous init so the first render is translated.
 */
export function createI18n(resources: BilingualResources, language: Language): I18n {
  const instance = i18next.createInstance();
  const resource: Resource = {
    // Every app also knows the shared names of stored codes (code-label.ts) and the validation
    // and error messages of the one catalogue (validation-texts.ts).
    en: { translation: { codes: CODE_TEXTS.en, validation: VALIDATION_TEXTS.en, ...resources.en } },
    hi: { translation: { codes: CODE_TEXTS.hi, validation: VALIDATION_TEXTS.hi, ...resources.hi } },
  };
  void instance.use(initReactI18next).init({
    resources: resource,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
