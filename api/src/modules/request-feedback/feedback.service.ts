import type { Knex } from 'knex';
import { validationMessages } from '@cc/validation';
import { HttpError, notFound } from '../../lib/http-error';
import { transactionNow } from '../sla/sla.service';
import { readClosedRequest, type ClosedRequestRow } from './closure-state';
import { decideFeedback, decideReopen } from './feedback-rules';
import { callerUserId, recordAppeal, reopenRequest, type FeedbackCaller } from './reopen.service';
import { RequestFeedback } from './request-feedback.model';
import { officeMonthStart } from '../../lib/office-time-sql';

/** Which request: by id for a signed-in citizen (only their own), by code for a verified track link. */
export type FeedbackTarget = { id: number; ownerId: number } | { requestId: string };

export type FeedbackOutcome = 'recorded' | 'reopened' | 'appealed';

export interface FeedbackResult {
  rating: number;
  comment: string | null;
  outcome: FeedbackOutcome;
}

/**
 * The locked request, or 404 when there is none or it is not the caller's own (another citizen's
 * request is indistinguishable from a missing one, as on every request route).
 */
async function lockTarget(trx: Knex.Transaction, target: FeedbackTarget): Promise<ClosedRequestRow> {
  const row = await readClosedRequest(trx, 'id' in target ? { id: target.id } : { requestId: target.requestId }, true);
  if (!row) throw notFound();
  if ('ownerId' in target && (row.submitterId !== target.ownerId || row.submitterType !== 'citizen')) throw notFound();
  return row;
}

/** The clock of these rules: the injected one (tests) or the transaction's now(). */
const clockNow = async (trx: Knex, now: Date | undefined) => now ?? (await transactionNow(trx));

/**
 * A rating of a closed request, once (409 otherwise). 'Not satisfied' (≤ 2) within 15 days of
 * closure reopens it in the same transaction, with the comment as the reason (or a fixed text),
 * or after two reopens puts that reason in the administrators' queue.
 */
export async function giveFeedback(
  db: Knex,
  target: FeedbackTarget,
  caller: FeedbackCaller,
  input: { rating: number; comment: string | null },
  now?: Date,
): Promise<FeedbackResult> {
  return db.transaction(async (trx) => {
    const request = await lockTarget(trx, target);
    const at = await clockNow(trx, now);
    const decision = decideFeedback(request, input.rating, at);
    if (decision.kind === 'refuse') throw new HttpError(409, decision.messageKey);
    await RequestFeedback.query(trx).insert({
      requestId: request.id,
      citizenId: callerUserId(caller),
      rating: input.rating,
      comment: input.comment,
      district: request.district,
      requestType: request.requestType,
      // raw: the month of the office's time zone, as the dashboard groups it (office-time-sql.ts).
      requestMonth: trx.raw(officeMonthStart('?::timestamptz'), [request.submittedAt]),
      officialId: request.assignedTo,
      via: caller.via,
      createdAt: at,
    });
    const reason = input.comment ?? validationMessages.reopenedByLowRating.en;
    if (decision.then === 'reopen') await reopenRequest(trx, request, { reason, source: 'rating', caller, now: at });
    if (decision.then === 'appeal') await recordAppeal(trx, request, { reason, source: 'rating', caller });
    const outcome: FeedbackOutcome = decision.then === 'nothing' ? 'recorded' : decision.then === 'reopen' ? 'reopened' : 'appealed';
    return { rating: input.rating, comment: input.comment, outcome };
  });
}

/**
 * An explicit reopen with a reason: 409 unless closed and within 15 days of closure. A third one
 * is refused too (409), but its reason is first committed to the administrators' queue.
 */
export async function reopenByCitizen(db: Knex, target: FeedbackTarget, caller: FeedbackCaller, reason: string, now?: Date): Promise<{ level: number; round: number }> {
  const result = await db.transaction(async (trx) => {
    const request = await lockTarget(trx, target);
    const decision = decideReopen(request, await clockNow(trx, now));
    if (decision.kind === 'refuse') throw new HttpError(409, decision.messageKey);
    if (decision.kind === 'appeal') {
      await recordAppeal(trx, request, { reason, source: 'reopen', caller });
      return null;
    }
    return reopenRequest(trx, request, { reason, source: 'reopen', caller, now: await clockNow(trx, now) });
  });
  if (!result) throw new HttpError(409, 'reopenLimitReached');
  return result;
}
