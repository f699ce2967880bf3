import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import { apiCacheControl } from './middleware/api-cache-control';
import { canonicalApiPath, isApiPath } from './middleware/api-path';
import { csrf, issueCsrfCookie } from './middleware/csrf';
import { expectedSession } from './middleware/expected-session';
import { apiNotFound, errorHandler } from './middleware/errors';
import { defineRequestLog, requestId } from './middleware/request-id';
import { requestMetrics } from './middleware/request-metrics';
import { probeHeaders, securityHeaders } from './middleware/security-headers';
import { sessions } from './middleware/session';
import { healthRouter } from './modules/health/health.routes';
import { metricsFor } from './modules/metrics/metrics-registry';
import { useTrackLinks } from './modules/public-track/track-links';
import { closeConnectionsWhileDraining } from './modules/health/lifecycle';
import { open311Body, open311Boundary } from './modules/open311/open311-boundary';
import { open311Cors } from './modules/open311/open311-cors';
import { apiRouters } from './routes';
import type { AppContext, AppDeps, AppKoa, AppState, Ctx, Next } from './types';
import { staticWeb } from './web/static-web';

/** Runs `middleware` for /api paths only (static files skip session lookups and body parsing). */
const forApi =
  (middleware: (ctx: Ctx, next: Next) => Promise<unknown>) =>
  (ctx: Ctx, next: Next): Promise<unknown> =>
    isApiPath(ctx.path) ? middleware(ctx, next) : next();

/** Builds the Koa app; no listen. The middleware order below is the security model: keep it. */
export function createApp(deps: AppDeps): AppKoa {
  const app = new Koa<AppState, AppContext>();
  // Behind N proxies the address is the N-th X-Forwarded-For entry from the right (koa's
  // maxIpsCount): the entries further left were written by the client (docs/operations.md).
  app.proxy = deps.config.trustProxyHops > 0;
  app.maxIpsCount = deps.config.trustProxyHops;
  app.context.deps = deps;
  defineRequestLog(app.context);
  // The links every citizen notification carries are signed with this app's secret (modules/public-track).
  useTrackLinks(deps.config);
  // Errors are answered by errorHandler; this only keeps koa from printing stacks to stderr.
  app.silent = true;

  const health = healthRouter();
  app.use(closeConnectionsWhileDraining);
  // The liveness probe before the request id too: a load balancer's probe needs no id to quote (it
  // logs nothing at the default level), and the id's UUID and header were a tenth of its cost.
  app.use(health.livenessFastPath(probeHeaders(deps.config)));
  app.use(requestId);
  app.use(securityHeaders(deps.config, deps.logger));
  app.use(apiCacheControl);
  app.use(errorHandler);
  app.use(canonicalApiPath);
  // The load balancer's probe answers before the rest of the chain: it is called often and needs
  // none of it (its body is far below the compression threshold).
  app.use(health.routes());
  // After the probe's fast path (probes are not traffic), before everything that answers a request.
  app.use(requestMetrics(metricsFor(deps)));

  app.use(apiNotFound);
  app.use(compress({ threshold: 1024 }));

  app.use(staticWeb(deps.config.webRoot));

  // Open311 GeoReport v2 (/open311/v2): its own error format and form body; no session or CSRF
  // middleware runs there (those are /api only): its POST authenticates by api_key, not a cookie.
  // Any origin may call it from a browser (CORS without credentials; preflights end here).
  app.use(open311Cors);
  app.use(open311Boundary);
  app.use(open311Body);

  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' });
  app.use(forApi(sessions(app, deps.config)));
  app.use(forApi(issueCsrfCookie));
  app.use(forApi(expectedSession));
  app.use(forApi(csrf));
  app.use(forApi(parseJson as unknown as (ctx: Ctx, next: Next) => Promise<unknown>));
  for (const router of apiRouters()) app.use(router.routes());

  return app;
}
