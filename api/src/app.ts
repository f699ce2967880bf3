import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import { apiCacheControl } from './middleware/api-cache-control';
import { canonicalApiPath, isApiPath } from './middleware/api-path';
import { csrf } from './middleware/csrf';
import { apiNotFound, errorHandler } from './middleware/errors';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { sessions } from './middleware/session';
import { healthRouter } from './modules/health/health.routes';
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
  app.proxy = deps.config.trustProxy;
  app.context.deps = deps;
  app.context.log = deps.logger;
  // Errors are answered by errorHandler; this only keeps koa from printing stacks to stderr.
  app.silent = true;

  app.use(requestId);
  app.use(securityHeaders(deps.config, deps.logger));
  app.use(apiCacheControl);
  app.use(errorHandler);
  app.use(canonicalApiPath);
  // The load balancer's probe answers before the rest of the chain: it is called often and needs
  // none of it (its body is far below the compression threshold).
  const health = healthRouter();
  app.use(health.routes());

  app.use(apiNotFound);
  app.use(compress({ threshold: 1024 }));

  app.use(staticWeb(deps.config.webRoot));

  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' });
  app.use(forApi(sessions(app, deps.config)));
  app.use(forApi(csrf));
  app.use(forApi(parseJson as unknown as (ctx: Ctx, next: Next) => Promise<unknown>));
  for (const router of apiRouters()) app.use(router.routes());

  return app;
}
