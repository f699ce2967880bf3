import { adminAuditQuerySchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, queryOf } from '../../middleware/validate';
import { listAudit } from './audit.service';

/** The audit log of admin writes, newest first. */
export function auditRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/admin/audit-log', acceptsQuery(adminAuditQuerySchema), async (ctx) => {
    ctx.body = await listAudit(ctx.deps.db, queryOf<PageQuery & { entity?: string }>(ctx));
  });
  return router;
}
