import { Joi, type Schema } from '@cc/validation';
import { named } from '../json-schema';

/**
 * Helpers for the response shapes (libs/types is the TypeScript side of the same contract). A
 * response field is always sent unless marked `.optional()`, so `shape` makes the rest required;
 * unknown keys stay refused, so a field the code adds without the description fails the drift tests.
 */
export function shape(keys: Record<string, Schema>) {
  return Joi.object(Object.fromEntries(Object.entries(keys).map(([key, schema]) => [key, schema.$_getFlag('presence') ? schema : schema.required()])));
}

export const text = () => Joi.string();
export const maybeText = () => Joi.string().allow(null);
export const int = () => Joi.number().integer();
export const maybeInt = () => Joi.number().integer().allow(null);
export const maybeNumber = () => Joi.number().allow(null);
export const bool = () => Joi.boolean();
/** An instant, ISO 8601 (`toISOString()`). */
export const time = () => Joi.string().isoDate();
export const maybeTime = () => Joi.string().isoDate().allow(null);
/** A calendar day in the office's zone (spec §9: IST), YYYY-MM-DD. */
export const day = () => Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/);
export const list = (item: Schema) => Joi.array().items(item);

/** `{success, message, messageKey}`: every delete and admin action (spec §7 `{success, message}`). */
export const successMessage = named(
  'SuccessMessage',
  shape({ success: Joi.boolean().valid(true), message: text(), messageKey: text() }),
);

/** `{success: true}` alone: logout, ending a session. */
export const success = named('Success', shape({ success: Joi.boolean().valid(true) }));

/** Every admin list (libs/types `Paged<T>`): search, page from 1, pageSize default 10. */
export const paged = (name: string, item: Schema) => named(name, shape({ items: list(item), total: int(), page: int(), pageSize: int() }));

/** The error body of every /api answer that is not a success (docs/api.md, "Errors"). */
export const apiError = named(
  'Error',
  shape({
    error: text().description('English text of the message (spec §8)'),
    messageKey: text().description('Key of validationMessages in @cc/validation (English and Hindi)'),
    field: text().optional(),
    errors: list(shape({ field: text(), messageKey: text(), message: text() })).optional(),
    requestId: text().optional().description('On a 5xx: quote it when reporting the failure'),
    captchaRequired: bool().optional().description('Login: answer the security question with the next try'),
  }),
);

/** GeoReport v2's error list (docs/open311.md). */
export const open311Error = named('Open311Error', list(shape({ code: int(), description: text() })));

/** `SessionUser` of libs/types: never the password hash. */
export const sessionUser = named(
  'SessionUser',
  shape({
    id: int(),
    username: text(),
    name: text(),
    email: maybeText(),
    phone: maybeText(),
    role: text(),
    district: maybeText(),
    constituency: maybeText(),
    mandal: maybeText(),
    ward: maybeText(),
    address: maybeText(),
    department: maybeText(),
  }),
);

/** Spec §7 `{user}`: login, registration, the current user, a profile edit. */
export const userEnvelope = named('UserEnvelope', shape({ user: sessionUser }));
