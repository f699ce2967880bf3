import type { SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config/config';
import { HttpError } from '../../lib/http-error';
import { ServiceRequest } from './request.model';

export type RequestLimit = AppConfig['requestLimit'];

// First key of pg_advisory_xact_lock(int, int): keeps these locks apart from any other use of them.
const BUDGET_LOCK_SPACE = 9001;

/**
 * At most `max` new requests per account in a sliding window (a script once filed 35 in a second).
 * Runs inside the creating transaction: the advisory lock serialises one account's
 * submits across every API process until commit, so the count is exact under concurrency. It is
 * counted from the requests table itself, so a refused, rolled back or replayed call never uses
 * the budget. Staff file for citizens who come to the office, so they get a budget of their own.
 */
export async function assertWithinRequestBudget(trx: Knex.Transaction, user: SessionUser, limit: RequestLimit): Promise<void> {
  const max = user.role === 'citizen' ? limit.citizenMax : limit.staffMax;
  // raw: an advisory lock.
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [BUDGET_LOCK_SPACE, user.id]);
  // The max-th newest request of the window: while it is inside the window the account is full,
  // and it leaves the window after `wait` seconds.
  const full = await ServiceRequest.query(trx)
    // raw: the window is measured on the database's clock.
    .select(trx.raw('ceil(extract(epoch from (created_at + make_interval(mins => ?) - now()))) as wait', [limit.windowMinutes]))
    .where('submitterId', user.id)
    .where('createdAt', '>', trx.raw('now() - make_interval(mins => ?)', [limit.windowMinutes]))
    .orderBy('createdAt', 'desc')
    .offset(max - 1)
    .first()
    .castTo<{ wait: string | number } | undefined>();
  if (full) throw new HttpError(429, 'tooManySubmittedRequests', { headers: { 'Retry-After': String(Math.max(1, Number(full.wait))) } });
}
