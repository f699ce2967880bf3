import Router from '@koa/router';
import { route, type AppRouter } from '../../middleware/require-role';

export function healthRouter(): AppRouter {
  const router: AppRouter = new Router();
  // Kept lean (mounted before session and CSRF work): it is the load balancer's probe.
  route(router, 'GET', '/api/health', async (ctx) => {
    try {
      await ctx.deps.db.raw('select 1');
      ctx.body = { status: 'ok', database: 'ok' };
    } catch (error) {
      ctx.log.error({ err: error }, 'health check: database unreachable');
      ctx.status = 503;
      ctx.body = { status: 'error', database: 'unavailable' };
    }
  });
  return router;
}
