import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@cc/validation';
import { validationText } from '@cc/i18n';
import { REQUEST_FORM_NAMESPACE, registerRequestFormTexts } from './resources';

type Vars = Record<string, string | number>;

export type FormText = (key: string, vars?: Vars) => string;

/** The form's t() over the host's i18next instance: its own words (namespace requestForm), messages from the one catalogue. */
export function useFormText(): { t: FormText; message(key: MessageKey): string } {
  const { i18n } = useTranslation();
  registerRequestFormTexts(i18n);
  const { t: own } = useTranslation(REQUEST_FORM_NAMESPACE);
  const { t: host } = useTranslation();
  const t = useCallback<FormText>((key, vars) => own(key, vars), [own]);
  const message = useCallback((key: MessageKey) => validationText(host, key), [host]);
  return { t, message };
}
