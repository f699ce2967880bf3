import createSession from 'koa-session';
import type { AppConfig } from '../config/config';
import { randomToken } from '../lib/tokens';
import { loadedUser, postgresSessionStore, sessionIsLive, type SessionData } from '../modules/auth/session-store';
import { toSessionUser } from '../modules/users/user.model';
import type { AppKoa, Ctx, Next } from '../types';
import { clearSessionCookie, SESSION_COOKIE, trustSecureCookies } from './cookies';

/**
 * koa-session runs the sessions; the rows live in PostgreSQL (modules/auth/session-store.ts).
 * - genid: 256 random bits, so the cookie is not signed (no `app.keys`, no cc_session.sig): a
 *   signature would add nothing to an unguessable id whose hash alone is stored.
 * - maxAge is the idle limit and `rolling` re-sends the cookie on each response; the row's idle clock
 *   is touched at most once a minute by the store, the 12 h absolute limit is checked in `valid`.
 * - renew stays off: a session is never extended past its absolute limit.
 */
export function sessions(app: AppKoa, config: AppConfig): (ctx: Ctx, next: Next) => Promise<void> {
  const koaSession = createSession(
    {
      key: SESSION_COOKIE,
      store: postgresSessionStore,
      genid: () => randomToken(32),
      valid: (_ctx: Ctx, data: Partial<SessionData>) => sessionIsLive(data, config),
      maxAge: config.session.idleMinutes * 60 * 1000,
      rolling: true,
      renew: false,
      signed: false,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      overwrite: true,
    },
    app,
  );
  return (ctx, next) => {
    trustSecureCookies(ctx);
    return koaSession(ctx, () => loadUser(ctx, next));
  };
}

/**
 * After koa-session has read the row (and the user with it): the caller's user, who must still exist and be active
 * (a disabled user is logged out here, at the next request). A cookie that named no live session
 * loses its row (deleted on sight) and is cleared.
 */
async function loadUser(ctx: Ctx, next: Next): Promise<void> {
  const session = ctx.session!;
  const presented = ctx.cookies.get(SESSION_COOKIE);
  if (session.isNew) {
    if (presented) {
      await postgresSessionStore.destroy(presented, { ctx });
      clearSessionCookie(ctx);
    }
  } else {
    // Read in the same query as the session row (session-store.ts `get`): no second round trip.
    const user = loadedUser(ctx);
    if (user?.isActive) ctx.state.user = toSessionUser(user);
    // koa-session deletes the row and clears the cookie when it commits.
    else ctx.session = null;
  }
  await next();
}
