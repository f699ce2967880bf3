import type { i18n as I18n } from 'i18next';
import { en } from './en';
import { hi } from './hi';

/** The i18next namespace of the feedback panel's own texts. */
export const REQUEST_FEEDBACK_NAMESPACE = 'requestFeedback';

const resources = { en, hi };

/**
 * Registers the panel's texts with the host's i18next instance as a namespace of their own (as
 * libs/request-form does): both hosts (the citizen's dashboard, the public /track page) get the
 * same words without copying them. `npm run i18n:check` checks en/hi like every app's.
 */
export function registerRequestFeedbackTexts(i18n: I18n): void {
  for (const language of ['en', 'hi'] as const) {
    if (!i18n.hasResourceBundle(language, REQUEST_FEEDBACK_NAMESPACE)) {
      i18n.addResourceBundle(language, REQUEST_FEEDBACK_NAMESPACE, resources[language]);
    }
  }
}
