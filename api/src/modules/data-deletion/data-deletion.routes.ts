import { adminDeletionListQuerySchema, dataDeletionConfirmSchema, dataDeletionSchema, erasureConfirmSchema, erasureRequestSchema } from '@cc/validation';
import type { DeletionRequestItem } from '@cc/types';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { rateLimit } from '../../middleware/rate-limit';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import type { Ctx } from '../../types';
import { databaseClock } from '../sla/clock';
import { listDeletionRequests } from './deletion-list.service';
import { confirmDeletion, requestDeletion, type DeletionInput } from './deletion-request.service';
import { askErasure, confirmErasure, type ErasureAsk } from './erasure-by-code.service';
import { idempotent } from '../../middleware/idempotent';

const now = (ctx: Ctx) => (ctx.deps.clock ?? databaseClock)(ctx.deps.db);

/** A deletion asked for without a session is the e-mail's: a retry from another address finds it. */
const ownerByEmail = (ctx: Ctx) => `email:${String((ctx.request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase()}`;

/**
 * Spec §7 POST /api/data-deletion, its confirmation link, the erasure of a request filed without an
 * account (docs/data-deletion.md) and the admin list.
 */
export function dataDeletionRouter(): AppRouter {
  const router = createRouter();
  route(router, 'POST', '/api/data-deletion', rateLimit('data-deletion'), idempotent({ kind: 'data-deletion', anonymousOwner: ownerByEmail }), async (ctx) => {
    const input = parseOrThrow<DeletionInput>(dataDeletionSchema, ctx.request.body);
    const requestId = await requestDeletion(ctx.deps.db, input, { publicBaseUrl: ctx.deps.config.publicBaseUrl, now: await now(ctx) });
    ctx.status = 201;
    ctx.body = { requestId, success: true };
  });

  // The same per-address budget: tokens are 256 random bits, the limit keeps guessing loud and slow.
  route(router, 'POST', '/api/data-deletion/confirm', rateLimit('data-deletion-confirm'), async (ctx) => {
    const { token } = parseOrThrow<{ token: string }>(dataDeletionConfirmSchema, ctx.request.body);
    ctx.body = { ...(await confirmDeletion(ctx.deps.db, token, await now(ctx))), success: true };
  });

  // No account: the request code and its phone, then the one-time code sent to that phone. Each step
  // has its per-address budget; the SMS has a per-code one (erasure-by-code.service.ts).
  route(router, 'POST', '/api/data-deletion/by-code', rateLimit('erasure-ask'), async (ctx) => {
    const input = parseOrThrow<ErasureAsk>(erasureRequestSchema, ctx.request.body);
    ctx.body = await askErasure(ctx.deps.db, input, await now(ctx));
  });

  route(router, 'POST', '/api/data-deletion/by-code/confirm', rateLimit('erasure-confirm'), async (ctx) => {
    const input = parseOrThrow<{ challengeId: string; otp: string }>(erasureConfirmSchema, ctx.request.body);
    ctx.body = { ...(await confirmErasure(ctx.deps.db, input, await now(ctx))), success: true };
  });

  route(router, 'GET', '/api/admin/data-deletion-requests', acceptsQuery(adminDeletionListQuerySchema), async (ctx) => {
    const query = queryOf<PageQuery & { state?: DeletionRequestItem['state'] }>(ctx);
    ctx.body = await listDeletionRequests(ctx.deps.db, query, await now(ctx));
  });
  return router;
}
