import { validate } from '@cc/validation';
import type { Schema } from 'joi';
import { ValidationError } from '../lib/http-error';

/** Validates with a shared schema; throws a 400 carrying the spec message of the first field. */
export function parseOrThrow<T>(schema: Schema, value: unknown): T {
  const result = validate<T>(schema, value ?? {});
  if (result.errors) throw new ValidationError(result.errors);
  return result.value;
}

/** Route middleware: replaces the body with its validated, converted value. */
export const validateBody =
  (schema: Schema) =>
  async (ctx: { request: { body?: unknown } }, next: () => Promise<unknown>): Promise<void> => {
    ctx.request.body = parseOrThrow(schema, ctx.request.body);
    await next();
  };
