import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { AppContext, Ctx, Next } from '../types';

const VALID = /^[A-Za-z0-9._-]{8,100}$/;
const REQUEST_LOG = Symbol('requestLog');
type WithRequestLog = Ctx & { [REQUEST_LOG]?: Logger };

/**
 * ctx.log: the logger bound to the request id, made on first use rather than on every request
 * (a pino child is not free, and the health probe, called every few seconds by the load balancer,
 * logs nothing at the default level). Defined once on app.context, the prototype of every ctx.
 */
export function defineRequestLog(context: AppContext): void {
  Object.defineProperty(context, 'log', {
    configurable: true,
    get(this: WithRequestLog): Logger {
      const cached = this[REQUEST_LOG];
      if (cached) return cached;
      const id = this.state?.requestId;
      // Before requestId ran there is no id yet to bind (and nothing is cached).
      if (!id) return this.deps.logger;
      return (this[REQUEST_LOG] = this.deps.logger.child({ requestId: id }));
    },
    set(this: WithRequestLog, logger: Logger) {
      this[REQUEST_LOG] = logger;
    },
  });
}

/** Honours a well-formed incoming x-request-id (from a proxy), else makes one; echoes it back. */
export async function requestId(ctx: Ctx, next: Next): Promise<void> {
  const incoming = ctx.get('x-request-id');
  const id = VALID.test(incoming) ? incoming : crypto.randomUUID();
  ctx.state.requestId = id;
  ctx.set('x-request-id', id);
  const started = performance.now();
  try {
    await next();
  } finally {
    const entry = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) };
    // Health probes arrive every few seconds from the load balancer: debug, not info.
    if (ctx.path !== '/api/health') ctx.log.info(entry, 'request');
    else if (ctx.deps.logger.isLevelEnabled('debug')) ctx.log.debug(entry, 'request');
  }
}
