import { adminListQuerySchema, roleSchema, validationMessages } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { parseSentFields } from '../../lib/sent-fields';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { idParam } from '../../lib/route-params';
import { createRole, deleteRole, listRoles, updateRole, type RoleFields } from './admin-roles.service';
import { idempotent } from '../../middleware/idempotent';

/** Spec §7 Admin roles: list, add, edit, delete (system roles protected, spec §6). */
export function adminRolesRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/roles', acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await listRoles(ctx.deps.db, queryOf<PageQuery>(ctx));
  });

  route(router, 'POST', '/api/admin/roles', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<RoleFields>(roleSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createRole(ctx.deps.db, actorOf(ctx), input);
  });

  route(router, 'PATCH', '/api/admin/roles/:id', async (ctx) => {
    ctx.body = await updateRole(ctx.deps.db, actorOf(ctx), idParam(ctx), parseSentFields<RoleFields>(roleSchema, ctx.request.body));
  });

  route(router, 'DELETE', '/api/admin/roles/:id', async (ctx) => {
    await deleteRole(ctx.deps.db, actorOf(ctx), idParam(ctx));
    ctx.body = { success: true, message: validationMessages.roleDeleted.en, messageKey: 'roleDeleted' };
  });

  return router;
}
