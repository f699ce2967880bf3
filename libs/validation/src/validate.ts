import type { Schema, ValidationOptions } from 'joi';
import { NUL_CODE } from './joi-helpers';
import { messageKeyFor, validationMessages, type MessageKey } from './messages';

export interface FieldError {
  field: string;
  messageKey: MessageKey;
  message: string;
}

export type ValidationResult<T> = { value: T; errors?: undefined } | { value?: undefined; errors: FieldError[] };

/** The browser's forms: unknown keys are dropped (a wizard step is checked against the whole state). */
const defaults: ValidationOptions = { abortEarly: false, stripUnknown: true, convert: true };

/** The API's option: an unknown key is an error naming it (architecture §3), never silently dropped. */
export const STRICT: ValidationOptions = { stripUnknown: false, allowUnknown: false };

/**
 * Errors whose meaning does not depend on the field: a field's own message (often one text for
 * every code, e.g. 'Please fill all fields') must not turn an unknown key or a NUL into it.
 */
const KEY_BY_CODE: Record<string, MessageKey> = { 'object.unknown': 'unknownField', [NUL_CODE]: 'invalidValue' };

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
    const messageKey = KEY_BY_CODE[detail.type] ?? messageKeyFor(detail.message) ?? 'invalidValue';
    errors.push({ field, messageKey, message: validationMessages[messageKey].en });
  }
  return { errors };
}

export function firstError<T>(result: ValidationResult<T>): FieldError | undefined {
  return result.errors?.[0];
}

/**
 * A form's view of `validate`: the catalogue key of each field's first complaint, in the schema's
 * order (a form focuses the first). The form shows them through i18next (`validation.<key>`).
 */
export function formErrors<F extends string = string>(schema: Schema, value: unknown, options: ValidationOptions = {}): Partial<Record<F, MessageKey>> {
  return Object.fromEntries((validate(schema, value, options).errors ?? []).map((error) => [error.field, error.messageKey])) as Partial<Record<F, MessageKey>>;
}
