import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { slaNow } from '../../lib/route-params';
import { acceptsQuery, queryOf } from '../../middleware/validate';
import { statsQuerySchema } from './request-schemas';
import { requestStats } from './request-stats.service';

export function requestStatsRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/requests/stats', acceptsQuery(statsQuerySchema), async (ctx) => {
    const { overdue, citizenId } = queryOf<{ overdue?: boolean; citizenId?: number }>(ctx);
    ctx.body = await requestStats(ctx.deps.db, ctx.state.user!, { overdue, citizenId, now: await slaNow(ctx) });
  });
  return router;
}
