import { HttpError } from '../lib/http-error';
import type { Ctx, Next } from '../types';

/**
 * Fixed-window limit per client address, counted in PostgreSQL so several API processes
 * share one budget. For anonymous writes (registration, deletion requests).
 */
export function rateLimit(name: string) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    const { windowSeconds, maxWrites } = ctx.deps.config.rateLimit;
    const result = await ctx.deps.db.raw(
      `insert into rate_limit_buckets (key, window_started_at, hits) values (?, now(), 1)
       on conflict (key) do update set
         hits = case when rate_limit_buckets.window_started_at <= now() - make_interval(secs => ?)
                     then 1 else rate_limit_buckets.hits + 1 end,
         window_started_at = case when rate_limit_buckets.window_started_at <= now() - make_interval(secs => ?)
                     then now() else rate_limit_buckets.window_started_at end
       returning hits, extract(epoch from (window_started_at + make_interval(secs => ?) - now())) as remaining`,
      [`${name}:${ctx.ip}`, windowSeconds, windowSeconds, windowSeconds],
    );
    const row = result.rows[0] as { hits: number; remaining: string | number };
    if (Number(row.hits) > maxWrites) {
      const retryAfter = String(Math.max(1, Math.ceil(Number(row.remaining))));
      throw new HttpError(429, 'tooManyRequests', { headers: { 'Retry-After': retryAfter } });
    }
    await next();
  };
}
