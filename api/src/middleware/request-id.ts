import crypto from 'node:crypto';
import type { Ctx, Next } from '../types';

const VALID = /^[A-Za-z0-9._-]{8,100}$/;

/** Honours a well-formed incoming x-request-id (from a proxy), else makes one; echoes it back. */
export async function requestId(ctx: Ctx, next: Next): Promise<void> {
  const incoming = ctx.get('x-request-id');
  const id = VALID.test(incoming) ? incoming : crypto.randomUUID();
  ctx.state.requestId = id;
  ctx.set('x-request-id', id);
  ctx.log = ctx.deps.logger.child({ requestId: id });
  const started = performance.now();
  try {
    await next();
  } finally {
    const entry = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) };
    // Health probes arrive every few seconds from the load balancer: debug, not info.
    if (ctx.path === '/api/health') ctx.log.debug(entry, 'request');
    else ctx.log.info(entry, 'request');
  }
}
