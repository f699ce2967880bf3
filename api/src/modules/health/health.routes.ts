import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { createDatabaseProbe, type DatabaseProbe } from './database-probe';

export function healthRouter(): AppRouter {
  const router = createRouter();
  let probe: DatabaseProbe | null = null;
  // Kept lean (mounted before session and CSRF work): it is the load balancer's probe.
  route(router, 'GET', '/api/health', async (ctx) => {
    probe ??= createDatabaseProbe(ctx.deps.db);
    if (await probe()) {
      ctx.body = { status: 'ok', database: 'ok' };
      return;
    }
    ctx.log.error('health check: database unreachable');
    ctx.status = 503;
    ctx.body = { status: 'error', database: 'unavailable' };
  });
  return router;
}
