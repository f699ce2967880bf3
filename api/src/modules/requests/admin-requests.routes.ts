import { createRouter } from '../../lib/create-router';
import { adminApproveSchema, adminRejectSchema, validationMessages } from '@cc/validation';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { performAction } from './request-actions.service';
import { listNumberedPage, listRequests, type ListFilters, type NumberedListFilters } from './request-read.service';
import { actingUser, idParam, slaNow } from '../../lib/route-params';
import { adminListQuerySchema } from './request-schemas';
import { requestTimeline } from './request-timeline.service';
import { idempotent } from '../../middleware/idempotent';

export function adminRequestsRouter(): AppRouter {
  const router = createRouter();

  // With ?page= numbered pages and a total (the admin requests screen), else keyset pages (the dashboard).
  route(router, 'GET', '/api/admin/requests', acceptsQuery(adminListQuerySchema), async (ctx) => {
    const query = queryOf<ListFilters | NumberedListFilters>(ctx);
    const now = await slaNow(ctx);
    ctx.body =
      'page' in query && query.page !== undefined
        ? await listNumberedPage(ctx.deps.db, actingUser(ctx), query, now)
        : await listRequests(ctx.deps.db, actingUser(ctx), query as ListFilters, now);
  });

  // Spec §7: POST /api/admin/requests/{id}/{approve|reject} → {success, message}. The bodies are
  // checked with the admin screen's shared schemas (libs/validation request-actions.ts).
  route(router, 'POST', '/api/admin/requests/:id/approve', idempotent({ kind: 'request-action' }), async (ctx) => {
    // remarks: the note to the official (the office only); response: the optional message to the citizen.
    const body = parseOrThrow<{ assignedTo: number; remarks?: string | null; response?: string | null }>(adminApproveSchema, ctx.request.body);
    await performAction(ctx.deps.db, actingUser(ctx), idParam(ctx), {
      action: 'approve_forward',
      assignedTo: body.assignedTo,
      remarks: body.remarks ?? null,
      response: body.response ?? null,
      wording: 'admin',
    });
    ctx.body = { success: true, message: validationMessages.requestApprovedAndForwarded.en, messageKey: 'requestApprovedAndForwarded' };
  });

  route(router, 'POST', '/api/admin/requests/:id/reject', idempotent({ kind: 'request-action' }), async (ctx) => {
    // reason: the response the citizen reads; internalNote stays in the office. A rejected request is never published.
    const body = parseOrThrow<{ reason: string; internalNote?: string | null }>(adminRejectSchema, ctx.request.body);
    await performAction(ctx.deps.db, actingUser(ctx), idParam(ctx), {
      action: 'reject',
      remarks: body.reason,
      internalNote: body.internalNote ?? null,
      wording: 'admin',
    });
    ctx.body = { success: true, message: validationMessages.requestRejected.en, messageKey: 'requestRejected' };
  });

  route(router, 'GET', '/api/admin/requests/:id/workflow', async (ctx) => {
    ctx.body = await requestTimeline(ctx.deps.db, actingUser(ctx), idParam(ctx), ctx.deps.clock);
  });

  return router;
}
