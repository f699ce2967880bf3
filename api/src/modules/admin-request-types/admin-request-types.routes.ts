import { adminListQuerySchema, requestTypeSchema, validationMessages } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { parseSentFields } from '../../lib/sent-fields';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { idParam } from '../../lib/route-params';
import { createRequestType, deleteRequestType, listRequestTypes, updateRequestType, type RequestTypeFields } from './admin-request-types.service';
import { idempotent } from '../../middleware/idempotent';

/** Spec §7 Admin request types: list, add, edit, delete. */
export function adminRequestTypesRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/request-types', acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await listRequestTypes(ctx.deps.db, queryOf<PageQuery>(ctx));
  });

  route(router, 'POST', '/api/admin/request-types', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<RequestTypeFields>(requestTypeSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createRequestType(ctx.deps.db, actorOf(ctx), input);
  });

  route(router, 'PATCH', '/api/admin/request-types/:id', async (ctx) => {
    ctx.body = await updateRequestType(ctx.deps.db, actorOf(ctx), idParam(ctx), parseSentFields<RequestTypeFields>(requestTypeSchema, ctx.request.body));
  });

  route(router, 'DELETE', '/api/admin/request-types/:id', async (ctx) => {
    await deleteRequestType(ctx.deps.db, actorOf(ctx), idParam(ctx));
    ctx.body = { success: true, message: validationMessages.requestTypeDeleted.en, messageKey: 'requestTypeDeleted' };
  });

  return router;
}
