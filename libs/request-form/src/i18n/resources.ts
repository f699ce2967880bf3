import type { i18n as I18n } from 'i18next';
import { en } from './en';
import { hi } from './hi';

/** The i18next namespace of the form's own texts. */
export const REQUEST_FORM_NAMESPACE = 'requestForm';

const resources = { en, hi };

/**
 * Registers the form's texts with the host's i18next instance (the one its provider gives the
 * form), as a namespace of their own beside the host's resources. The form registers them itself
 * rather than each host: a host loads the form lazily, and a static import of the texts would pull
 * the whole form into the host's first chunk. `npm run i18n:check` checks en/hi like every app's.
 * Validation messages are not here: they come from the one catalogue (`validation.` in every app).
 */
export function registerRequestFormTexts(i18n: I18n): void {
  for (const language of ['en', 'hi'] as const) {
    if (!i18n.hasResourceBundle(language, REQUEST_FORM_NAMESPACE)) {
      // Silent: the form registers them while it renders, and only the form reads this namespace;
      // an 'added' event would re-render every other translated component (bindI18nStore) mid-render.
      i18n.addResourceBundle(language, REQUEST_FORM_NAMESPACE, resources[language], false, false, { silent: true });
    }
  }
}
