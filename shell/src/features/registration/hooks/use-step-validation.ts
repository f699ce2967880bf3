import { useCallback } from 'react';
import { registrationStepSchemas, validate, type MessageKey } from '@cc/validation';
import { STEP_FIELDS, type RegistrationField, type RegistrationForm } from '../registration-form';

export type StepErrors = Partial<Record<RegistrationField, MessageKey>>;

/** Checks one step with the shared joi schemas (libs/validation), keeping only that step's fields. */
export function useStepValidation() {
  return useCallback((step: number, form: RegistrationForm): StepErrors => {
    const result = validate(registrationStepSchemas[step], form);
    const errors: StepErrors = {};
    for (const error of result.errors ?? []) {
      const field = error.field as RegistrationField;
      if (STEP_FIELDS[step].includes(field) && !errors[field]) errors[field] = error.messageKey;
    }
    return errors;
  }, []);
}
