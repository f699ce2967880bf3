import { dataDeletionFormSchema, validate, validationMessages, type MessageKey } from '@cc/validation';
import type { Language } from '@cc/types';
import { DELETION_REASONS } from '@cc/validation';

export { DELETION_REASONS };

export interface DeletionFormValues {
  email: string;
  reason: string;
  additionalInfo: string;
  understandPermanent: boolean;
  savedData: boolean;
  consentDeletion: boolean;
}

export type DeletionFormErrors = Partial<Record<keyof DeletionFormValues, string>>;

export function messageFor(key: string, language: Language): string {
  const entry = validationMessages[key as MessageKey] ?? validationMessages.invalidValue;
  return entry[language];
}

/** The same joi schema the API uses (libs/validation), so both say the spec's words. */
export function validateDeletionForm(values: DeletionFormValues, language: Language): DeletionFormErrors {
  const result = validate(dataDeletionFormSchema, values);
  const errors: DeletionFormErrors = {};
  for (const error of result.errors ?? []) {
    errors[error.field as keyof DeletionFormValues] = messageFor(error.messageKey, language);
  }
  return errors;
}
