import { adminListQuerySchema, feedbackSchema, reopenSchema } from '@cc/validation';
import type { FeedbackResponse, ReopenResponse } from '@cc/types';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import type { Ctx } from '../../types';
import { actingUser, idParam, slaNow } from '../../lib/route-params';
import { listReopenAppeals } from './appeals.service';
import { giveFeedback, reopenByCitizen, type FeedbackTarget } from './feedback.service';
import type { FeedbackCaller } from './reopen.service';
import { idempotent } from '../../middleware/idempotent';

const ownRequest = (ctx: Ctx): { target: FeedbackTarget; caller: FeedbackCaller } => {
  const user = actingUser(ctx);
  return { target: { id: idParam(ctx), ownerId: user.id }, caller: { via: 'account', userId: user.id, role: user.role } };
};

/**
 * The citizen's rating and reopen of their own closed request, so the citizen has a say on the
 * outcome, and the administrators' queue of reasons after the second reopen.
 */
export function requestFeedbackRouter(): AppRouter {
  const router = createRouter();

  route(router, 'POST', '/api/requests/:id/feedback', idempotent({ kind: 'request-feedback' }), async (ctx) => {
    const { target, caller } = ownRequest(ctx);
    const input = parseOrThrow<{ rating: number; comment: string | null }>(feedbackSchema, ctx.request.body);
    const result: FeedbackResponse = await giveFeedback(ctx.deps.db, target, caller, input, await slaNow(ctx));
    ctx.status = 201;
    ctx.body = result;
  });

  route(router, 'POST', '/api/requests/:id/reopen', idempotent({ kind: 'request-feedback' }), async (ctx) => {
    const { target, caller } = ownRequest(ctx);
    const { reason } = parseOrThrow<{ reason: string }>(reopenSchema, ctx.request.body);
    const { level, round } = await reopenByCitizen(ctx.deps.db, target, caller, reason, await slaNow(ctx));
    const body: ReopenResponse = { status: 'pending', escalationLevel: level, reopen: round };
    ctx.body = body;
  });

  route(router, 'GET', '/api/admin/reopen-appeals', acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await listReopenAppeals(ctx.deps.db, queryOf<PageQuery>(ctx));
  });
  return router;
}
