import { createRouter } from '../../lib/create-router';
import { route, type AppRouter } from '../../middleware/require-role';
import type { Ctx, Next } from '../../types';
import { createDatabaseProbe, type DatabaseProbe } from './database-probe';
import { createReadinessProbe, type ReadinessProbe } from './readiness';

/**
 * The load balancer's two probes (docs/operations.md, "Health and readiness"):
 * - /api/health, liveness: the process answers and reaches its database;
 * - /api/ready, readiness: send it traffic (database reachable, migrations current, not draining).
 */
type LivenessFastPath = (headers: ReadonlyArray<readonly [string, string]>) => (ctx: Ctx, next: Next) => Promise<unknown>;

export function healthRouter(): AppRouter & { livenessFastPath: LivenessFastPath } {
  const router = createRouter();
  let probe: DatabaseProbe | null = null;
  let readiness: ReadinessProbe | null = null;
  const liveness = async (ctx: Ctx) => {
    probe ??= createDatabaseProbe(ctx.deps.db);
    if (await probe()) {
      ctx.body = { status: 'ok', database: 'ok' };
      return;
    }
    ctx.log.error('health check: database unreachable');
    ctx.status = 503;
    ctx.body = { status: 'error', database: 'unavailable' };
  };
  // Kept lean (mounted before session and CSRF work): it is the load balancer's probe.
  route(router, 'GET', '/api/health', liveness);

  /**
   * The probe's exact spelling (`GET /api/health`, no query) answered ahead of the rest of the chain,
   * with `headers` only (docs/decisions/0029-health-readiness-and-shutdown.md): a load balancer calls it every
   * few seconds per process and it is JSON no browser renders, so the page headers, the cache rule,
   * path canonicalisation and the router's matching were most of its cost (the bench holds health ÷
   * bare Koa ≥ 0.9). Any other spelling or a query goes down the normal chain (and its 400s).
   */
  const livenessFastPath: LivenessFastPath = (headers) => {
    return (ctx, next) => {
      if (ctx.method !== 'GET' || ctx.url !== '/api/health') return next();
      for (const [name, value] of headers) ctx.res.setHeader(name, value);
      return liveness(ctx);
    };
  };

  route(router, 'GET', '/api/ready', async (ctx) => {
    readiness ??= createReadinessProbe(ctx.deps.db);
    const draining = ctx.deps.lifecycle?.draining ?? false;
    const report = await readiness();
    const ready = !draining && report.database === 'ok' && report.migrations === 'current';
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'not-ready', draining, ...report };
  });
  return Object.assign(router, { livenessFastPath });
}
