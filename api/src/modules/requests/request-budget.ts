import type { SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config/config';
import { HttpError } from '../../lib/http-error';

export type RequestLimit = AppConfig['requestLimit'];

// First key of pg_advisory_xact_lock(int, int): keeps these locks apart from any other use of them.
const BUDGET_LOCK_SPACE = 9001;

/**
 * At most `max` new requests per account in a sliding window (issue 9: a script filed 35 in a
 * second). Runs inside the creating transaction: the advisory lock serialises one account's
 * submits across every API process until commit, so the count is exact under concurrency. It is
 * counted from the requests table itself, so a refused, rolled back or replayed call never uses
 * the budget. Staff file for citizens who come to the office, so they get a budget of their own.
 */
export async function assertWithinRequestBudget(trx: Knex.Transaction, user: SessionUser, limit: RequestLimit): Promise<void> {
  const max = user.role === 'citizen' ? limit.citizenMax : limit.staffMax;
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [BUDGET_LOCK_SPACE, user.id]);
  // The max-th newest request of the window: while it is inside the window the account is full,
  // and it leaves the window after `wait` seconds.
  const result = await trx.raw(
    `select ceil(extract(epoch from (created_at + make_interval(mins => ?) - now()))) as wait
       from requests
      where submitter_id = ? and created_at > now() - make_interval(mins => ?)
      order by created_at desc
      offset ? limit 1`,
    [limit.windowMinutes, user.id, limit.windowMinutes, max - 1],
  );
  const full = result.rows[0] as { wait: string | number } | undefined;
  if (full) throw new HttpError(429, 'tooManySubmittedRequests', { headers: { 'Retry-After': String(Math.max(1, Number(full.wait))) } });
}
