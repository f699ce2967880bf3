import { codesEn } from './codes/en';
import { codesHi } from './codes/hi';
import { VALIDATION_TEXTS } from './validation-texts';

/**
 * The texts createI18n adds to every app: the names of stored codes (`codes.`) and the one message
 * catalogue (`validation.`). Loaded as a chunk of its own (create-i18n.ts): no first page shows
 * them, and they are a fifth of a bundle's texts.
 */
export const SHARED_TEXTS = {
  en: { codes: codesEn, validation: VALIDATION_TEXTS.en },
  hi: { codes: codesHi, validation: VALIDATION_TEXTS.hi },
};
