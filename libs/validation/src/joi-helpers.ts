import BaseJoi, { type Root } from 'joi';
import { validationMessages, type MessageKey } from './messages';

/** The error code of a string holding U+0000; validate() reports it as 'Invalid value' whatever the field's own messages. */
export const NUL_CODE = 'string.nul';

/**
 * The one Joi every schema is built with (lint forbids importing 'joi' elsewhere). Its `string`
 * refuses U+0000 by default: PostgreSQL cannot store it in text, so a NUL reaching a query is a
 * 500, and no legitimate form input contains one.
 */
export const Joi: Root = BaseJoi.extend({
  type: 'string',
  base: BaseJoi.string(),
  messages: { [NUL_CODE]: validationMessages.invalidValue.en },
  validate(value: unknown, helpers) {
    if (typeof value === 'string' && value.includes('\u0000')) return { value, errors: [helpers.error(NUL_CODE)] };
    return { value };
  },
});

/** Every joi error code a plain field can raise; a field maps them all to one spec message. */
const ALL_CODES = [
  'any.required',
  'any.only',
  'any.invalid',
  'string.base',
  'string.empty',
  'string.min',
  'string.max',
  'string.email',
  'string.pattern.base',
  'string.uri',
  'number.base',
  'number.min',
  'number.max',
  'number.integer',
  'number.greater',
  'number.positive',
  'number.unsafe',
  'number.infinity',
  'boolean.base',
  'date.base',
  'array.base',
  'array.includes',
  'alternatives.types',
  'alternatives.match',
  'object.base',
] as const;

type Messages = Record<string, string>;

/** All error codes → the English text of one catalogue key. */
export function msg(key: MessageKey): Messages {
  const text = validationMessages[key].en;
  return Object.fromEntries(ALL_CODES.map((code) => [code, text]));
}

/** `missing` for absent/blank values, `invalid` for a present but malformed value. */
export function msg2(missing: MessageKey, invalid: MessageKey): Messages {
  return {
    ...msg(invalid),
    'any.required': validationMessages[missing].en,
    'string.empty': validationMessages[missing].en,
  };
}

/** An optional string: '' and null are accepted and normalised to null. */
export const optionalText = (max = 2000) =>
  Joi.string().trim().max(max).allow('', null).empty('').default(null).messages(msg('invalidValue'));

export const optionalUrl = () => optionalText(2000);

/** Browser-safe e-mail check (no TLD list). */
export const emailRule = () => Joi.string().trim().lowercase().max(254).email({ tlds: { allow: false } });

export const booleanDefault = (value: boolean) => Joi.boolean().default(value).messages(msg('invalidValue'));
