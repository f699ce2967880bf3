import { validationMessages } from '@cc/validation';
import { HttpError } from '../lib/http-error';
import type { Ctx, Next } from '../types';
import { isApiPath } from './api-path';
import { SESSION_COOKIE } from './cookies';
import { outageMessageKey } from './outage';

/** Seconds a caller should wait before retrying after an outage answer. */
const OUTAGE_RETRY_AFTER_SECONDS = 5;

const GENERIC_BY_STATUS: Record<number, keyof typeof validationMessages> = {
  400: 'invalidValue',
  401: 'authRequired',
  403: 'accessDenied',
  404: 'notFound',
  413: 'fileTooLarge',
  415: 'invalidValue',
  422: 'invalidValue',
  429: 'tooManyRequests',
};

// Refusals an investigation needs (ASVS 16.3.2, 16.3.3): no login, wrong role or CSRF token, a limit
// reached, an API path in a spelling meant to slip past the checks. Validation errors (400) and
// plain not-found answers are routine and stay out of the warn level.
const SECURITY_STATUSES = new Set([401, 403, 429]);

function logRefusal(ctx: Ctx, error: HttpError): void {
  if (!SECURITY_STATUSES.has(error.status)) return;
  // A visitor with no session asking who they are (the shell's first call on every page) is not an
  // event; a session cookie that no longer or never named a session is.
  if (error.messageKey === 'authRequired' && !ctx.cookies.get(SESSION_COOKIE)) return;
  const user = ctx.state.user;
  ctx.log.warn(
    { status: error.status, messageKey: error.messageKey, method: ctx.method, path: ctx.path, ip: ctx.ip, userId: user?.id, role: user?.role },
    'refused',
  );
}

/**
 * The one error boundary. Known errors answer with their catalogue message and key;
 * anything else is a 500 with a generic text. Stacks and SQL only go to the log.
 */
export async function errorHandler(ctx: Ctx, next: Next): Promise<void> {
  try {
    await next();
  } catch (caught) {
    const error = caught as Error & { status?: number; statusCode?: number; expose?: boolean; headers?: Record<string, string> };
    if (error instanceof HttpError) {
      logRefusal(ctx, error);
      ctx.status = error.status;
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) ctx.set(name, value);
      ctx.body = {
        error: error.message,
        messageKey: error.messageKey,
        ...(error.extra.field ? { field: error.extra.field } : {}),
        ...(error.extra.errors ? { errors: error.extra.errors } : {}),
        ...error.extra.flags,
      };
      return;
    }
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 400 && status < 500 && GENERIC_BY_STATUS[status]) {
      // Thrown by koa or a parser (bad JSON, body too large): a fixed text, never the raw message.
      const key = GENERIC_BY_STATUS[status];
      ctx.status = status;
      ctx.body = { error: validationMessages[key].en, messageKey: key };
      ctx.log.warn({ err: error, status }, 'client error');
      return;
    }
    const outage = outageMessageKey(error);
    if (outage) {
      // The database or the file store is away: a quick, retryable answer in both languages (the
      // page may be an older build that does not know this key yet), the cause only in the log.
      ctx.log.error({ err: error }, 'outage');
      ctx.status = 503;
      ctx.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      ctx.body = { error: validationMessages[outage].en, errorHi: validationMessages[outage].hi, messageKey: outage };
      return;
    }
    ctx.log.error({ err: error }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { error: validationMessages.errorOccurred.en, messageKey: 'errorOccurred', requestId: ctx.state.requestId };
  }
}

/** Unknown /api paths answer JSON 404 (the SPA fallback must never answer them). */
export async function apiNotFound(ctx: Ctx, next: Next): Promise<void> {
  await next();
  if (ctx.body === undefined && ctx.status === 404 && isApiPath(ctx.path)) {
    ctx.status = 404;
    ctx.body = { error: validationMessages.notFound.en, messageKey: 'notFound' };
  }
}
