import { useTranslation } from 'react-i18next';
import type { Language } from '@cc/types';
import { REQUEST_FEEDBACK_NAMESPACE, registerRequestFeedbackTexts } from './resources';

/** The panel's t() over the host's i18next instance (namespace requestFeedback), and the reader's language. */
export function useFeedbackText() {
  const { i18n } = useTranslation();
  registerRequestFeedbackTexts(i18n);
  const { t } = useTranslation(REQUEST_FEEDBACK_NAMESPACE);
  return { t, language: (i18n.language === 'en' ? 'en' : 'hi') as Language };
}
