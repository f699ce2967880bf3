import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { refreshTransparencySummary } from './transparency-summary';

/** How stale the dashboard's summary may get: a few minutes, so a refresh costs little and the figures still read as current. */
export const TRANSPARENCY_REFRESH_MS = 5 * 60 * 1000;

/**
 * Refreshes the transparency summary at start (the demo seed ran after the migration built it)
 * and then every few minutes. Each process runs it; a refresh is idempotent and CONCURRENTLY
 * keeps readers unblocked. Returns the stop function for the shutdown.
 */
export function startTransparencyRefresh(db: Knex, logger: Logger, everyMs = TRANSPARENCY_REFRESH_MS): () => void {
  const run = () => refreshTransparencySummary(db).catch((error) => logger.warn({ err: error }, 'transparency summary refresh failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
