import { validationMessages, type MessageKey } from '@cc/validation';
import type { TFunction } from 'i18next';

type Catalogue = Record<MessageKey, string>;

function inLanguage(language: 'en' | 'hi'): Catalogue {
  return Object.fromEntries((Object.keys(validationMessages) as MessageKey[]).map((key) => [key, validationMessages[key][language]])) as Catalogue;
}

/**
 * The one message catalogue (libs/validation `validationMessages`, which the API answers with) as
 * i18next texts: createI18n gives it to every app under `validation.`, so a form shows a schema's
 * or the server's `messageKey` through the same t() as its other words.
 */
export const VALIDATION_TEXTS = { en: inLanguage('en'), hi: inLanguage('hi') };

/** A catalogue message in the instance's language: `t('validation.<key>')`, 'Invalid value' for a key the catalogue lacks. */
export function validationText(t: TFunction, key: string): string {
  return key in validationMessages ? t(`validation.${key}`) : t('validation.invalidValue');
}

/**
 * A remark as stored: a default the office did not type (e.g. "Request approved.") carries its
 * catalogue key and is read in the screen's language; a remark someone wrote is shown as written.
 */
export function remarkText(t: TFunction, text: string | null | undefined, key: string | null | undefined): string | null {
  if (key && key in validationMessages) return t(`validation.${key}`);
  return text ?? null;
}
