import type { Schema, ValidationOptions } from 'joi';
import { messageKeyFor, validationMessages, type MessageKey } from './messages';

export interface FieldError {
  field: string;
  messageKey: MessageKey;
  message: string;
}

export type ValidationResult<T> = { value: T; errors?: undefined } | { value?: undefined; errors: FieldError[] };

const defaults: ValidationOptions = { abortEarly: false, stripUnknown: true, convert: true };

/**
 * Runs a schema and returns either the converted value or every error, each mapped to a
 * catalogue key. A joi message outside the catalogue (an unexpected shape) becomes 'Invalid value'
 * so nothing untranslated reaches a user.
 */
export function validate<T = Record<string, unknown>>(
  schema: Schema,
  value: unknown,
  options: ValidationOptions = {},
): ValidationResult<T> {
  const result = schema.validate(value, { ...defaults, ...options });
  if (!result.error) return { value: result.value as T };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const detail of result.error.details) {
    const field = detail.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const messageKey = messageKeyFor(detail.message) ?? 'invalidValue';
    errors.push({ field, messageKey, message: validationMessages[messageKey].en });
  }
  return { errors };
}

export function firstError<T>(result: ValidationResult<T>): FieldError | undefined {
  return result.errors?.[0];
}
