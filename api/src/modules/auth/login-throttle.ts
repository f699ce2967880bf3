import type { Knex } from 'knex';
import type { AppConfig } from '../../config/config';
import { countHit, takeBackHit } from '../../lib/rate-buckets';
import { LoginAttempt } from './login-attempt.model';

type ThrottleConfig = Pick<AppConfig, 'login'>;

const key = (username: string) => username.trim().toLowerCase().slice(0, 100);
// login_attempts.ip is varchar(64); behind a trusted proxy the address is forwarded client text.
const address = (ip: string) => ip.slice(0, 64);
const addressBucket = (ip: string) => `login-failures:${ip}`;

/** Where an address stands after counting this attempt. */
export interface AddressAttempt {
  /** Over the limit: this attempt needs a solved captcha before its password is checked. */
  captchaRequired: boolean;
  /** If this attempt fails, the next one from the address will need a captcha. */
  nextNeedsCaptcha: boolean;
}

/**
 * Password spraying (one guess for many usernames) never trips the per-username lock, so failures
 * are also counted per address across usernames. The attempt is counted BEFORE its password is
 * checked and given back when it succeeds: concurrent guesses cannot all slip under the limit.
 * Past the limit the address is stepped up to a captcha, not blocked: one address is often a
 * Common Service Centre or a carrier's shared (CGNAT) address, and a block refused the right
 * passwords of everyone behind it (docs/decisions/0026-abuse-limits-and-passwords.md).
 */
export async function countAddressAttempt(db: Knex, ip: string, config: Pick<AppConfig, 'loginAddressLimit'>): Promise<AddressAttempt> {
  const { maxFailures, windowMinutes } = config.loginAddressLimit;
  const { hits } = await countHit(db, addressBucket(ip), windowMinutes * 60);
  return { captchaRequired: hits > maxFailures, nextNeedsCaptcha: hits >= maxFailures };
}

/** A right password: its attempt was not a failure. */
export async function forgiveAddressAttempt(db: Knex, ip: string): Promise<void> {
  await takeBackHit(db, addressBucket(ip));
}

/** Seconds until the (username, address) pair may try again, or 0 when it may now. */
export async function lockedForSeconds(db: Knex, username: string, ip: string): Promise<number> {
  const row = await LoginAttempt.query(db).where({ username: key(username), ip: address(ip) }).select('lockedUntil').first();
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
  // raw: an upsert whose update reads the stored row (an expired lock restarts the count), one statement so concurrent failures all count.
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
    [key(username), address(ip), maxFailures, lockMinutes, maxFailures, lockMinutes],
  );
}

export async function clearFailures(db: Knex, username: string, ip: string): Promise<void> {
  await LoginAttempt.query(db).where({ username: key(username), ip: address(ip) }).delete();
}

/** Housekeeping: failures a day old whose lock (if any) has ended. */
export async function purgeLoginAttempts(db: Knex): Promise<number> {
  return LoginAttempt.query(db)
    // raw: the database's clock, which recorded the failures.
    .where('lastFailureAt', '<', db.raw(`now() - interval '1 day'`))
    .andWhere((q) => q.whereNull('lockedUntil').orWhere('lockedUntil', '<', db.fn.now()))
    .delete();
}
