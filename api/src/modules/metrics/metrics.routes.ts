import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import { metricsFor } from './metrics-registry';

/** GET /api/metrics: Prometheus text format, for an admin session or a scraper on loopback (policy table). */
export function metricsRouter(): AppRouter {
  const router = createRouter();
  route(router, 'GET', '/api/metrics', async (ctx) => {
    const { registry } = metricsFor(ctx.deps);
    ctx.set('content-type', registry.contentType);
    ctx.set('cache-control', 'no-store');
    ctx.body = await registry.metrics();
  });
  return router;
}
