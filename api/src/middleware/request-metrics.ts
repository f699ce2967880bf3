import type { AppMetrics } from '../modules/metrics/metrics-registry';
import type { Ctx, Next } from '../types';
import { isApiPath, isOpen311Path } from './api-path';

/** Koa-router leaves the matched route's template on the context (`/api/requests/:id`). */
type RoutedCtx = Ctx & { _matchedRoute?: string | RegExp };

/** Status class of an answer: 2xx...5xx (a thrown error has not set ctx.status yet). */
function statusClass(ctx: Ctx, error: unknown): string {
  const status = error === undefined ? ctx.status : ((error as { status?: number }).status ?? 500);
  return `${Math.floor(status / 100)}xx`;
}

/**
 * Counts and times every /api and /open311 request by route template and status class. The label is the
 * template or `unmatched`, never the raw path, so the number of series stays bounded whatever
 * clients send. Mounted after the health route's fast path: probes are not traffic.
 */
export function requestMetrics(metrics: AppMetrics) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    if (!isApiPath(ctx.path) && !isOpen311Path(ctx.path)) return next();
    const stop = metrics.duration.startTimer();
    let failure: unknown;
    try {
      await next();
    } catch (error) {
      failure = error ?? new Error('thrown');
      throw error;
    } finally {
      const matched = (ctx as RoutedCtx)._matchedRoute;
      const labels = { method: ctx.method, route: typeof matched === 'string' ? matched : 'unmatched', status_class: statusClass(ctx, failure) };
      stop(labels);
      metrics.requests.inc(labels);
    }
  };
}
