import { adminUserCreateSchema, adminUserListQuerySchema, adminUserUpdateSchema, validationMessages } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { parseSentFields } from '../../lib/sent-fields';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, parseOrThrow, queryOf } from '../../middleware/validate';
import { actorOf } from '../admin-audit/audit.service';
import { idParam } from '../../lib/route-params';
import { createUser, deleteUser, listUsers, updateUser, type AdminUserFields } from './admin-users.service';
import { idempotent } from '../../middleware/idempotent';

/** Spec §7 Admin users: list (searched and paged on the server), add, edit, delete. */
export function adminUsersRouter(): AppRouter {
  const router = createRouter();

  route(router, 'GET', '/api/admin/users', acceptsQuery(adminUserListQuerySchema), async (ctx) => {
    ctx.body = await listUsers(ctx.deps.db, queryOf<PageQuery & { role?: string | null }>(ctx));
  });

  route(router, 'POST', '/api/admin/users', idempotent({ kind: 'admin-create' }), async (ctx) => {
    const input = parseOrThrow<AdminUserFields & { password: string }>(adminUserCreateSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createUser(ctx.deps.db, actorOf(ctx), input);
  });

  route(router, 'PATCH', '/api/admin/users/:id', async (ctx) => {
    const sent = parseSentFields<AdminUserFields>(adminUserUpdateSchema, ctx.request.body);
    ctx.body = await updateUser(ctx.deps.db, actorOf(ctx), idParam(ctx), sent);
  });

  route(router, 'DELETE', '/api/admin/users/:id', async (ctx) => {
    await deleteUser(ctx.deps.db, actorOf(ctx), idParam(ctx));
    ctx.body = { success: true, message: validationMessages.userDeleted.en, messageKey: 'userDeleted' };
  });

  return router;
}
