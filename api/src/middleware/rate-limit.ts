import type { AppConfig } from '../config/config';
import { HttpError } from '../lib/http-error';
import { countHit, type WindowLimit } from '../lib/rate-buckets';
import type { Ctx, Next } from '../types';

const anonymousWrites = (config: AppConfig): WindowLimit => ({ max: config.rateLimit.maxWrites, windowSeconds: config.rateLimit.windowSeconds });
const byAddress = (ctx: Ctx) => ctx.ip;

/**
 * Fixed-window limit per client (the address unless `clientOf` says otherwise), counted in
 * PostgreSQL so several API processes share one budget. By default the anonymous-writes budget
 * (registration, deletion requests); a refused call never reaches the handler.
 */
export function rateLimit(name: string, limitOf: (config: AppConfig) => WindowLimit = anonymousWrites, clientOf: (ctx: Ctx) => string = byAddress) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    const { max, windowSeconds } = limitOf(ctx.deps.config);
    const { hits, retryAfter } = await countHit(ctx.deps.db, `${name}:${clientOf(ctx)}`, windowSeconds);
    if (hits > max) throw new HttpError(429, 'tooManyRequests', { headers: { 'Retry-After': String(retryAfter) } });
    await next();
  };
}
