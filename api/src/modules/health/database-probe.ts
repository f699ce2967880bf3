import type { Knex } from 'knex';

/** How long one database probe answers for. A load balancer (or an attacker) hammering
 * /api/health then costs the database one `select 1` per second, not one per request. */
export const PROBE_TTL_MS = 1000;

export interface DatabaseProbe {
  (): Promise<boolean>;
}

/** Coalesces health probes: concurrent callers share one query, and its answer is reused briefly. */
export function createDatabaseProbe(db: Knex, now: () => number = Date.now): DatabaseProbe {
  let cached: { ok: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (cached && now() - cached.at < PROBE_TTL_MS) return Promise.resolve(cached.ok);
    inFlight ??= db
      .raw('select 1')
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        cached = { ok, at: now() };
        inFlight = null;
        return ok;
      });
    return inFlight;
  };
}
