import { EXPECT_SESSION_HEADER } from '@cc/types';
import { HttpError } from '../lib/http-error';
import type { Ctx, Next } from '../types';

/** Login, registration, logout and the session read decide about sessions themselves. */
const SESSION_ROUTES = /^\/api\/auth\//;

/**
 * A caller that says it is signed in (the header) but has no session gets 401 `sessionEnded`
 * before the CSRF check and before any route runs: its write is never done anonymously, and an
 * ended session is not misread as a forged request. Runs after the session is loaded.
 */
export async function expectedSession(ctx: Ctx, next: Next): Promise<void> {
  const expected = ctx.get(EXPECT_SESSION_HEADER);
  if (expected && !ctx.state.user && !SESSION_ROUTES.test(ctx.path)) throw new HttpError(401, 'sessionEnded');
  await next();
}
