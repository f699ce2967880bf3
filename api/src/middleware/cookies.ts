import type { Ctx } from '../types';

/** The session cookie (set by koa-session, see middleware/session.ts) and the CSRF cookie. */
export const SESSION_COOKIE = 'cc_session';
export const CSRF_COOKIE = 'cc_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Production is served over HTTPS (possibly behind a proxy): mark Secure even when koa cannot see
 * TLS itself, instead of koa refusing to send the cookie.
 */
export function trustSecureCookies(ctx: Ctx): void {
  if (ctx.deps.config.isProduction) ctx.cookies.secure = true;
}

function options(ctx: Ctx, httpOnly: boolean) {
  trustSecureCookies(ctx);
  return { httpOnly, sameSite: 'lax' as const, secure: ctx.deps.config.isProduction, path: '/', overwrite: true };
}

/** For a cookie that names no live session (koa-session itself only clears the one it removes). */
export function clearSessionCookie(ctx: Ctx): void {
  ctx.cookies.set(SESSION_COOKIE, '', { ...options(ctx, true), maxAge: 0 });
}

/** Readable by JS on purpose: the client copies it into the x-csrf-token header. */
export function setCsrfCookie(ctx: Ctx, token: string): void {
  ctx.cookies.set(CSRF_COOKIE, token, options(ctx, false));
}
