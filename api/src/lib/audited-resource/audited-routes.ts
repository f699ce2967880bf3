import { adminListQuerySchema, validationMessages } from '@cc/validation';
import type { PartialModelObject } from 'objection';
import { idempotent } from '../../middleware/idempotent';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { actorOf } from '../../modules/admin-audit/audit.service';
import type { PageQuery } from '../paged';
import { idParam } from '../route-params';
import { parseSentFields } from '../sent-fields';
import type { AuditedResource, EditableRow } from './audited-resource';
import { auditedWrites } from './audited-writes';

/**
 * Spec §7 Admin: `GET path` (paged, searched), `POST path` (201; a retried create with the same
 * Idempotency-Key answers the first record), `PUT|PATCH path/:id` (fields at top level, only those
 * sent change) and `DELETE path/:id` (the success message). Registered through route(), so each is
 * in the policy table (admin only).
 */
export function registerAuditedResource<Row extends EditableRow, Dto extends { id: number }, Fields extends PartialModelObject<Row>>(
  router: AppRouter,
  resource: AuditedResource<Row, Dto, Fields>,
): void {
  const { path, schema, updateMethod, deletedMessage } = resource;
  const writes = auditedWrites(resource);

  route(router, 'GET', path, acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await writes.list(ctx.deps.db, queryOf<PageQuery>(ctx));
  });

  route(router, 'POST', path, idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<Fields>(schema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await writes.create(ctx.deps.db, actorOf(ctx), input);
  });

  if (updateMethod) {
    route(router, updateMethod, `${path}/:id`, async (ctx) => {
      ctx.body = await writes.update(ctx.deps.db, actorOf(ctx), idParam(ctx), parseSentFields<Fields>(schema, ctx.request.body));
    });
  }

  if (deletedMessage) {
    route(router, 'DELETE', `${path}/:id`, async (ctx) => {
      await writes.remove(ctx.deps.db, actorOf(ctx), idParam(ctx));
      ctx.body = { success: true, message: validationMessages[deletedMessage].en, messageKey: deletedMessage };
    });
  }
}
