import type { Ctx } from '../types';

export const SESSION_COOKIE = 'cc_session';
export const CSRF_COOKIE = 'cc_csrf';
export const CSRF_HEADER = 'x-csrf-token';

function options(ctx: Ctx, httpOnly: boolean, maxAge?: number) {
  const secure = ctx.deps.config.isProduction;
  // Production is served over HTTPS (possibly behind a proxy): mark Secure even when koa
  // cannot see TLS itself, instead of koa refusing to send the cookie.
  if (secure) ctx.cookies.secure = true;
  return { httpOnly, sameSite: 'lax' as const, secure, path: '/', overwrite: true, ...(maxAge ? { maxAge } : {}) };
}

export function setSessionCookie(ctx: Ctx, token: string): void {
  ctx.cookies.set(SESSION_COOKIE, token, options(ctx, true, ctx.deps.config.session.absoluteHours * 3600 * 1000));
}

export function clearSessionCookie(ctx: Ctx): void {
  ctx.cookies.set(SESSION_COOKIE, '', { ...options(ctx, true), maxAge: 0 });
}

/** Readable by JS on purpose: the client copies it into the x-csrf-token header. */
export function setCsrfCookie(ctx: Ctx, token: string): void {
  ctx.cookies.set(CSRF_COOKIE, token, options(ctx, false));
}
