import { bodyParser } from '@koa/bodyparser';
import { validationMessages } from '@cc/validation';
import { HttpError } from '../../lib/http-error';
import { isOpen311Path } from '../../middleware/api-path';
import type { Ctx, Next } from '../../types';
import { formatOfPath, respond } from './open311-format';

/** A refusal in GeoReport v2's shape: `[{code, description}]`, `<errors><error>` in XML. */
function refuse(ctx: Ctx, status: number, description: string): void {
  respond(ctx, formatOfPath(ctx.path), 'errors', [{ code: status, description }], status);
}

/**
 * A NUL byte in a path segment (it can only arrive escaped: Node refuses a raw one) names nothing we
 * have, and PostgreSQL cannot compare text holding one: 404 before a route puts it in a query.
 * ctx.path is the undecoded path, so `%00` is all there is to look for.
 */
const NUL_IN_PATH = /%00/;

const describe = (error: HttpError) => (error.extra.field ? `${error.extra.field}: ${error.message}` : error.message);

/**
 * The error boundary of /open311 (inside the app's own, which still answers outages and
 * unexpected errors): our refusals and the parsers' 4xx in the standard's error format, and a
 * path no route answered as its 404.
 */
export async function open311Boundary(ctx: Ctx, next: Next): Promise<void> {
  if (!isOpen311Path(ctx.path)) return next();
  try {
    if (NUL_IN_PATH.test(ctx.path)) throw new HttpError(404, 'notFound');
    await next();
    if (ctx.body === undefined && ctx.status === 404) refuse(ctx, 404, validationMessages.notFound.en);
  } catch (caught) {
    const error = caught as Error & { status?: number };
    if (error instanceof HttpError) {
      if (error.extra.headers) for (const [name, value] of Object.entries(error.extra.headers)) ctx.set(name, value);
      refuse(ctx, error.status, describe(error));
      return;
    }
    // A body the parser refused (malformed, too large): a fixed text, never the parser's message.
    if (error.status && error.status >= 400 && error.status < 500) {
      refuse(ctx, error.status === 413 ? 413 : 400, validationMessages.invalidValue.en);
      return;
    }
    throw error;
  }
}

const parseForm = bodyParser({ enableTypes: ['form'], formLimit: '100kb', encoding: 'utf-8' }) as unknown as (ctx: Ctx, next: Next) => Promise<unknown>;

/**
 * POST requests is form-encoded (GeoReport v2): that body, and only that, is parsed here. No
 * session or CSRF middleware runs on /open311 (app.ts): the api_key is the credential and a
 * session cookie sent along is never read (docs/decisions/0031-open311-georeport.md).
 */
export async function open311Body(ctx: Ctx, next: Next): Promise<unknown> {
  if (!isOpen311Path(ctx.path) || ctx.method !== 'POST') return next();
  if (!ctx.is('application/x-www-form-urlencoded')) throw new HttpError(400, 'open311FormEncodingRequired');
  return parseForm(ctx, next);
}
