import { createRouter } from '../../lib/create-router';
import { notFound } from '../../lib/http-error';
import { randomToken } from '../../lib/tokens';
import { setCsrfCookie } from '../../middleware/cookies';
import { route, type AppRouter } from '../../middleware/require-role';
import { takesNoBody } from '../../middleware/validate';
import { currentSessionRowId } from '../auth/session-store';
import { endOtherSessions, endSession, listOwnSessions, ownSessionRow } from './own-sessions.service';

/** The signed-in user's own sessions (ASVS 7.5.2): see them, end one, end all the others. */
export function accountSessionsRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/users/me/sessions', async (ctx) => {
    const sessions = await listOwnSessions(ctx.deps.db, ctx.deps.config, { userId: ctx.state.user!.id, rowId: currentSessionRowId(ctx), ip: ctx.ip });
    ctx.body = { sessions };
  });

  route(router, 'DELETE', '/api/users/me/sessions/:sessionId', takesNoBody, async (ctx) => {
    const userId = ctx.state.user!.id;
    // Another user's session, a dead one or a made-up handle: all the same 404.
    const { sessionId = '' } = (ctx as unknown as { params: { sessionId?: string } }).params;
    const rowId = await ownSessionRow(ctx.deps.db, userId, sessionId);
    if (!rowId) throw notFound();
    if (rowId === currentSessionRowId(ctx)) {
      // Ending this device's own session is a logout: koa-session deletes the row and the cookie.
      ctx.session = null;
      setCsrfCookie(ctx, randomToken(32));
    } else {
      await endSession(ctx.deps.db, userId, rowId);
    }
    ctx.body = { success: true };
  });

  route(router, 'POST', '/api/users/me/sessions/end-others', takesNoBody, async (ctx) => {
    const ended = await endOtherSessions(ctx.deps.db, ctx.state.user!.id, currentSessionRowId(ctx));
    ctx.body = { ended };
  });

  return router;
}
