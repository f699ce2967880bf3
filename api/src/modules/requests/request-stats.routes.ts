import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { slaNow } from './request-route-helpers';
import { parseQuery, statsQuerySchema } from './request-schemas';
import { requestStats } from './request-stats.service';

export function requestStatsRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/requests/stats', async (ctx) => {
    const { overdue } = parseQuery<{ overdue?: boolean }>(statsQuerySchema, ctx.query);
    ctx.body = await requestStats(ctx.deps.db, ctx.state.user!, { overdue, now: await slaNow(ctx) });
  });
  return router;
}
