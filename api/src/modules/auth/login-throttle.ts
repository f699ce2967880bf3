import type { Knex } from 'knex';
import type { AppConfig } from '../../config/config';

type ThrottleConfig = Pick<AppConfig, 'login'>;

const key = (username: string) => username.trim().toLowerCase().slice(0, 100);

/** Seconds until the (username, address) pair may try again, or 0 when it may now. */
export async function lockedForSeconds(db: Knex, username: string, ip: string): Promise<number> {
  const row = await db('login_attempts').where({ username: key(username), ip }).first('lockedUntil');
  if (!row?.lockedUntil) return 0;
  const ms = new Date(row.lockedUntil).getTime() - Date.now();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * Counts a failure in the database (so every API process sees it). The Nth consecutive failure
 * locks the pair for lockMinutes; a failure after an expired lock starts a fresh count.
 */
export async function recordFailure(db: Knex, username: string, ip: string, config: ThrottleConfig): Promise<void> {
  const { maxFailures, lockMinutes } = config.login;
  await db.raw(
    `insert into login_attempts (username, ip, failures, last_failure_at, locked_until)
     values (?, ?, 1, now(), case when 1 >= ? then now() + make_interval(mins => ?) end)
     on conflict (username, ip) do update set
       failures = case when login_attempts.locked_until is not null and login_attempts.locked_until <= now()
                       then 1 else login_attempts.failures + 1 end,
       last_failure_at = now(),
       locked_until = case
         when (case when login_attempts.locked_until is not null and login_attempts.locked_until <= now()
                    then 1 else login_attempts.failures + 1 end) >= ?
         then now() + make_interval(mins => ?)
         else null end`,
    [key(username), ip, maxFailures, lockMinutes, maxFailures, lockMinutes],
  );
}

export async function clearFailures(db: Knex, username: string, ip: string): Promise<void> {
  await db('login_attempts').where({ username: key(username), ip }).delete();
}
