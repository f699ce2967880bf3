import { adminListQuerySchema } from '@cc/validation';
import { createRouter } from '../../lib/create-router';
import type { PageQuery } from '../../lib/paged';
import { route, type AppRouter } from '../../middleware/require-role';
import { acceptsQuery, queryOf } from '../../middleware/validate';
import { listTeam } from './staff-team.service';

/** The staff sidebar's Staff Management page: read-only. */
export function staffTeamRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/staff/team', acceptsQuery(adminListQuerySchema), async (ctx) => {
    ctx.body = await listTeam(ctx.deps.db, ctx.state.user!, queryOf<PageQuery>(ctx));
  });
  return router;
}
