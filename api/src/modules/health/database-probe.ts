import type { Knex } from 'knex';

/** How long one database probe answers for. A load balancer (or an attacker) hammering
 * /api/health then costs the database one `select 1` per second, not one per request. */
export const PROBE_TTL_MS = 1000;

export interface DatabaseProbe {
  (): Promise<boolean>;
}

/** Concurrent callers share one run of `check`, and its answer is reused for PROBE_TTL_MS. */
export function coalesced<T>(check: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let cached: { value: T; at: number } | null = null;
  let inFlight: Promise<T> | null = null;
  return () => {
    if (cached && now() - cached.at < PROBE_TTL_MS) return Promise.resolve(cached.value);
    inFlight ??= check().then((value) => {
      cached = { value, at: now() };
      inFlight = null;
      return value;
    });
    return inFlight;
  };
}

/** Coalesces health probes: concurrent callers share one query, and its answer is reused briefly. */
export function createDatabaseProbe(db: Knex, now: () => number = Date.now): DatabaseProbe {
  return coalesced(
    () =>
      // raw: a ping that reads no table.
      db.raw('select 1').then(
        () => true,
        () => false,
      ),
    now,
  );
}
