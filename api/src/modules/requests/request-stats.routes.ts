import Router from '@koa/router';
import { route, type AppRouter } from '../../middleware/require-role';
import { requestStats } from './request-stats.service';

export function requestStatsRouter(): AppRouter {
  const router: AppRouter = new Router();
  route(router, 'GET', '/api/requests/stats', async (ctx) => {
    ctx.body = await requestStats(ctx.deps.db, ctx.state.user!);
  });
  return router;
}
