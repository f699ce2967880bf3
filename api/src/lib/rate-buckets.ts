import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { RateLimitBucket } from './rate-limit-bucket.model';

export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

// rate_limit_buckets.key is varchar(200); a forwarded address is client text of any length.
const storedKey = (key: string) => (key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

/**
 * Counts one hit on `key` in a fixed window, in one statement (so concurrent hits from several API
 * processes are counted exactly), and answers the count so far and the seconds left in the window.
 */
export async function countHit(db: Knex, key: string, windowSeconds: number): Promise<{ hits: number; retryAfter: number }> {
  // raw: an upsert whose update reads the stored window and whose RETURNING computes the time left, in one statement.
  const result = await db.raw(
    `insert into rate_limit_buckets (key, window_started_at, hits) values (?, now(), 1)
     on conflict (key) do update set
       hits = case when rate_limit_buckets.window_started_at <= now() - make_interval(secs => ?)
                   then 1 else rate_limit_buckets.hits + 1 end,
       window_started_at = case when rate_limit_buckets.window_started_at <= now() - make_interval(secs => ?)
                   then now() else rate_limit_buckets.window_started_at end
     returning hits, extract(epoch from (window_started_at + make_interval(secs => ?) - now())) as remaining`,
    [storedKey(key), windowSeconds, windowSeconds, windowSeconds],
  );
  const row = result.rows[0] as { hits: number; remaining: string | number };
  return { hits: Number(row.hits), retryAfter: Math.max(1, Math.ceil(Number(row.remaining))) };
}

/** Takes one hit back, for a hit counted in advance that turned out not to count (a right password). */
export async function takeBackHit(db: Knex, key: string): Promise<void> {
  await RateLimitBucket.query(db).where({ key: storedKey(key) }).where('hits', '>', 0).decrement('hits', 1);
}

/** Housekeeping: buckets whose window started a day ago or more (the default windows are an hour or less). */
export async function purgeRateBuckets(db: Knex): Promise<number> {
  // raw: the database's clock, which started the windows.
  return RateLimitBucket.query(db).where('windowStartedAt', '<', db.raw(`now() - interval '1 day'`)).delete();
}
