import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { countHit } from '../../lib/rate-buckets';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens';
import { OutboxEntry } from '../notifications/outbox-entry.model';
import { enqueueMessage } from '../notifications/outbox.service';
import { findTemplate, type Language } from '../notifications/templates.service';
import { phoneDigits } from '../public-track/public-status.service';
import { ServiceRequest } from '../requests/request.model';
import { anonymiseRequests } from './anonymise-requests';
import { DataDeletionRequest } from './data-deletion-request.model';
import { ERASURE_OTP_ATTEMPTS, ERASURE_OTP_MINUTES, ERASURE_SMS_PER_CODE_PER_DAY } from './deletion-policy';
import { newDeletionCode } from './deletion-request.service';
import { recordStep } from './deletion-steps';
import { RequestErasureChallenge } from './request-erasure-challenge.model';

export interface ErasureAsk {
  code: string;
  phone: string;
  language: Language;
}

const MINUTE_MS = 60 * 1000;

/**
 * The one-time code's stored form: keyed by the challenge id, which only the browser holds (its
 * sha256 is the row's key), so the table alone cannot be searched through the million codes.
 */
const otpHash = (challengeId: string, otp: string) => crypto.createHmac('sha256', challengeId).update(otp).digest('hex');

/**
 * The request a code and phone may erase: filed without a citizen account (a citizen's requests
 * go with their account's deletion), not anonymised yet, and the phone it was filed with.
 * The phone is compared even when the code matches nothing, so both misses cost alike.
 */
async function erasableRequest(trx: Knex, input: ErasureAsk): Promise<{ id: number; phone: string } | null> {
  const row = await ServiceRequest.query(trx)
    .where({ requestId: input.code })
    .whereNull('anonymisedAt')
    .whereNot('submitterType', 'citizen')
    .select('id', 'phone')
    .first();
  const given = phoneDigits(input.phone);
  const matches = safeEqual(given, phoneDigits(row?.phone || '0000000000')) && given.length > 0;
  return row && matches ? { id: Number(row.id), phone: row.phone } : null;
}

/**
 * POST /api/data-deletion/by-code: a challenge id for every asker, and only when the code and phone
 * match an erasable request (and the code's SMS budget allows), an SMS with a 6-digit code to that
 * phone through the outbox. Both branches run the same statements but the outbox insert and give
 * the same answer: nobody learns whether a code and phone belong together.
 */
export async function askErasure(db: Knex, input: ErasureAsk, now: Date): Promise<{ challengeId: string; expiresInMinutes: number }> {
  const challengeId = randomToken();
  const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (trx) => {
    const request = await erasableRequest(trx, input);
    // Counted for every code alike; over the budget the phone simply gets no further SMS.
    const { hits } = await countHit(trx, `erasure-sms:${sha256(input.code)}`, 24 * 60 * 60);
    const sends = request !== null && hits <= ERASURE_SMS_PER_CODE_PER_DAY;
    const expiresAt = new Date(now.getTime() + ERASURE_OTP_MINUTES * MINUTE_MS);
    await RequestErasureChallenge.query(trx).insert({ id: sha256(challengeId), requestId: sends ? request.id : null, otpHash: otpHash(challengeId, otp), expiresAt, createdAt: now });
    const values = { otp, requestCode: input.code, minutes: ERASURE_OTP_MINUTES };
    if (sends) {
      await enqueueMessage(trx, {
        channel: 'sms',
        recipient: request.phone,
        event: 'erasure_code',
        language: input.language,
        values,
        dedupeKey: `erasure-code-${sha256(challengeId)}`,
        requestId: request.id,
      });
      // The rendered SMS must carry the code until it is sent; the values kept beside it need not.
      await OutboxEntry.query(trx).where({ dedupeKey: `erasure-code-${sha256(challengeId)}` }).patch({ payload: '{}' });
    } else {
      // The template read enqueueMessage makes, so both branches cost alike.
      await findTemplate(trx, 'erasure_code', 'sms', input.language);
    }
  });
  return { challengeId, expiresInMinutes: ERASURE_OTP_MINUTES };
}

const wrongCode = () => new HttpError(400, 'erasureOtpWrong', { field: 'otp' });

/**
 * POST /api/data-deletion/by-code/confirm: the 6 digits of the SMS, for its challenge. Right: the
 * request is anonymised at once like an account deletion's (anonymiseRequests, unpublished with it),
 * recorded as a deletion request whose job later removes its files; the SMS that carried the code
 * is emptied. Wrong: the attempt is counted (committed, the answer is the same 400 for a wrong,
 * expired, used, unknown or exhausted code), and the fifth kills the challenge.
 */
export async function confirmErasure(db: Knex, input: { challengeId: string; otp: string }, now: Date): Promise<{ requestCode: string }> {
  const outcome = await db.transaction(async (trx) => {
    const row = await RequestErasureChallenge.query(trx).findById(sha256(input.challengeId)).forUpdate();
    if (!row) return null;
    const usable = !row.usedAt && row.attempts < ERASURE_OTP_ATTEMPTS && new Date(row.expiresAt).getTime() > now.getTime();
    const right = safeEqual(otpHash(input.challengeId, input.otp), row.otpHash);
    if (!usable || !right || row.requestId === null) {
      await RequestErasureChallenge.query(trx).findById(row.id).increment('attempts', 1);
      return null;
    }
    const requestId = Number(row.requestId);
    const request = await ServiceRequest.query(trx).findById(requestId).forUpdate().select('id', 'anonymisedAt');
    if (!request || request.anonymisedAt) return null;

    await RequestErasureChallenge.query(trx).findById(row.id).patch({ usedAt: now });
    // Other codes sent for this request are dead too, and their SMS keep no code.
    await RequestErasureChallenge.query(trx).where({ requestId }).whereNull('usedAt').patch({ expiresAt: now });
    await OutboxEntry.query(trx).where({ requestId, event: 'erasure_code', status: 'pending' }).patch({ status: 'failed', lastError: 'erasure confirmed before sending' });
    await OutboxEntry.query(trx).where({ requestId, event: 'erasure_code' }).patch({ recipient: '', body: null, payload: '{}' });
    const counts = await anonymiseRequests(trx, [requestId], now);

    const requestCode = newDeletionCode(now);
    const deletion = await DataDeletionRequest.query(trx).insert({
      requestCode,
      email: null,
      serviceRequestId: requestId,
      status: 'anonymised',
      confirmedAt: now,
      anonymisedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await recordStep(trx, deletion.id, 'confirmed', now, { via: 'request_code' });
    // The deletion job completes it (files) from this step's request ids, as for an account.
    await recordStep(trx, deletion.id, 'anonymised', now, { requestIds: [requestId], messagesRedacted: counts.messages });
    return requestCode;
  });
  if (outcome === null) throw wrongCode();
  return { requestCode: outcome };
}
