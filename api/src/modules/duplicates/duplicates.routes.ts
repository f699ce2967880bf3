import { markDuplicateSchema, similarQuerySchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import { rateLimit } from '../../middleware/rate-limit';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import type { Ctx } from '../../types';
import { getRequestDetail } from '../requests/request-read.service';
import { actingUser, idParam } from '../../lib/route-params';
import { markDuplicate, type MarkDuplicateInput } from './mark-duplicate.service';
import { similarForRequest, similarForText, type SimilarQuery } from './similar-requests.service';
import { idempotent } from '../../middleware/idempotent';

/**
 * Form hints have a budget per caller: a description typed with a pause every few words is a few
 * dozen lookups; a script reading the office's open requests is stopped. Anonymous filers share
 * their address's budget; a signed-in caller has one of their own account (so a busy shared address
 * cannot starve them, and an account is no way around the limit).
 */
export const HINTS_LIMIT = { max: 60, windowSeconds: 300 };
const hintsCaller = (ctx: Ctx) => (ctx.state.user ? `user:${ctx.state.user.id}` : ctx.ip);
const limitHints = rateLimit('similar-hints', () => HINTS_LIMIT, hintsCaller);

/**
 * Duplicate hints (so a problem already reported is seen before it is filed again) and marking a
 * duplicate. Mounted before the requests router: `/api/requests/similar` is not a request id.
 */
export function duplicatesRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/requests/similar', acceptsQuery(similarQuerySchema), limitHints, async (ctx) => {
    ctx.body = { items: await similarForText(ctx.deps.db, queryOf<SimilarQuery>(ctx), ctx.state.user) };
  });

  route(router, 'GET', '/api/requests/:id/similar', async (ctx) => {
    ctx.body = { items: await similarForRequest(ctx.deps.db, actingUser(ctx), idParam(ctx)) };
  });

  route(router, 'POST', '/api/requests/:id/duplicate', idempotent({ kind: 'request-action' }), async (ctx) => {
    const actor = actingUser(ctx);
    const input = parseOrThrow<MarkDuplicateInput>(markDuplicateSchema, ctx.request.body ?? {});
    const updated = await markDuplicate(ctx.deps.db, actor, idParam(ctx), input);
    ctx.body = await getRequestDetail(ctx.deps.db, actor, updated.id);
  });

  return router;
}
