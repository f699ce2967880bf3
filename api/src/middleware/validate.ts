import { Joi, STRICT, validate, type ObjectSchema, type Schema } from '@cc/validation';
import { ValidationError } from '../lib/http-error';
import type { Ctx, Next } from '../types';

/**
 * Validates with a shared schema; throws a 400 carrying the spec message of the first field.
 * Strict, unlike the browser forms: an unknown key is refused naming it (architecture §3), so a
 * misspelt or unsupported field is never silently ignored.
 */
export function parseOrThrow<T>(schema: Schema, value: unknown): T {
  const result = validate<T>(schema, value ?? {}, STRICT);
  if (result.errors) throw new ValidationError(result.errors);
  return result.value;
}

export type QueryParser = ((ctx: Ctx, next: Next) => Promise<void>) & { querySchema: ObjectSchema };

/**
 * Declares the query a route reads: `route(router, 'GET', path, acceptsQuery(schema), handler)`.
 * The query is checked strictly before the handler runs and its converted value is `queryOf(ctx)`.
 * A route without one takes no query at all (route() adds `acceptsQuery(NO_KEYS)` itself).
 */
export function acceptsQuery(querySchema: ObjectSchema): QueryParser {
  const parse = async (ctx: Ctx, next: Next): Promise<void> => {
    // No query on a route that takes none (most GETs, the health probe): nothing to check.
    ctx.state.query = querySchema === NO_KEYS && !ctx.querystring ? {} : parseOrThrow<Record<string, unknown>>(querySchema, ctx.query);
    await next();
  };
  return Object.assign(parse, { querySchema });
}

export const NO_KEYS: ObjectSchema = Joi.object({});

export function isQueryParser(handler: unknown): handler is QueryParser {
  return typeof handler === 'function' && 'querySchema' in handler;
}

/** The query as the route's schema converted it (numbers, booleans, defaults). */
export function queryOf<T>(ctx: Ctx): T {
  return (ctx.state.query ?? {}) as T;
}

/** For a POST that reads no body (logout, mark read): any field sent is unknown. */
export async function takesNoBody(ctx: Ctx, next: Next): Promise<void> {
  parseOrThrow(NO_KEYS, ctx.request.body);
  await next();
}
