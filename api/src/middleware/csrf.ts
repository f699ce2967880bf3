import { HttpError } from '../lib/http-error';
import { randomToken, safeEqual } from '../lib/tokens';
import type { Ctx, Next } from '../types';
import { CSRF_COOKIE, CSRF_HEADER, setCsrfCookie } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The local driver's gallery upload URL (modules/gallery-media): its single-use, expiring token in
 * the path is the credential, not an ambient cookie, so a forged cross-site request has nothing to
 * ride on. Exempt for the same reason a presigned S3 URL needs no CSRF token.
 */
const TOKEN_CREDENTIAL_PUT = /^\/api\/uploads\/[a-f0-9]{64}$/;

/**
 * The cc_csrf cookie is (re)issued whenever it is missing or stale, on every answer, refusals
 * included: the page's next write (a login after an ended session, a retry) then carries a token.
 */
export async function issueCsrfCookie(ctx: Ctx, next: Next): Promise<void> {
  const cookieToken = ctx.cookies.get(CSRF_COOKIE);
  const sessionToken = ctx.session?.csrfToken;
  if (sessionToken) {
    if (cookieToken !== sessionToken) setCsrfCookie(ctx, sessionToken);
  } else if (!cookieToken) {
    setCsrfCookie(ctx, randomToken(32));
  }
  await next();
}

/**
 * Every non-GET needs x-csrf-token (multipart too, checked before any body is read).
 * With a session the header must equal the session's own token (synchroniser token);
 * anonymous callers use double-submit: header equal to the cc_csrf cookie.
 */
export async function csrf(ctx: Ctx, next: Next): Promise<void> {
  if (!SAFE_METHODS.has(ctx.method) && !(ctx.method === 'PUT' && TOKEN_CREDENTIAL_PUT.test(ctx.path))) {
    const expected = ctx.session?.csrfToken ?? ctx.cookies.get(CSRF_COOKIE);
    if (!safeEqual(ctx.get(CSRF_HEADER), expected)) throw new HttpError(403, 'invalidCsrf');
  }
  await next();
}
