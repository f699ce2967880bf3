import { findSession } from '../modules/auth/session.service';
import type { Ctx, Next } from '../types';
import { clearSessionCookie, SESSION_COOKIE } from './cookies';

/** Loads the session row named by the cookie; a dead or unknown cookie is cleared. */
export async function session(ctx: Ctx, next: Next): Promise<void> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (token) {
    const active = await findSession(ctx.deps.db, token, ctx.deps.config);
    if (active) {
      ctx.state.user = active.user;
      ctx.state.session = { id: active.id, csrfToken: active.csrfToken };
    } else {
      clearSessionCookie(ctx);
    }
  }
  await next();
}
