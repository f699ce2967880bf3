import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { countHit } from '../../lib/rate-buckets';
import { randomToken, sha256 } from '../../lib/tokens';
import { destroyUserSessions } from '../auth/session-store';
import { Session } from '../auth/session.model';
import { OutboxEntry } from '../notifications/outbox-entry.model';
import { enqueueMessage } from '../notifications/outbox.service';
import { findTemplate, type Language } from '../notifications/templates.service';
import { CONFIRM_LINK_HOURS, CONFIRM_MAILS_PER_DAY } from './deletion-policy';
import { recordStep } from './deletion-steps';
import { User } from '../users/user.model';
import { DataDeletionRequest } from './data-deletion-request.model';

export interface DeletionInput {
  email: string;
  reason: string | null;
  additionalInfo: string | null;
}

// Unambiguous characters only: the code is read out over the phone to support.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) =>
  Array.from(crypto.randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** The reference of a deletion request (`DEL-2031-K7M2QX9A`), given to the requester and support. */
export const newDeletionCode = (now: Date) => `DEL-${now.getUTCFullYear()}-${randomCode(8)}`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The citizen account this address may delete: any citizen with no deletion already under way, an
 * account an administrator deleted included (that is a soft delete: its personal data is still
 * there). Staff and admin accounts are closed by an administrator (users tab), never through the
 * public form.
 */
function deletableAccount(trx: Knex, email: string) {
  return User.query(trx)
    .modify('withEmail', email)
    .where('users.role', 'citizen')
    .whereNotExists(
      DataDeletionRequest.query(trx).alias('d').select('d.id').whereColumn('d.userId', 'users.id').whereIn('d.status', ['confirmed', 'anonymised', 'completed']),
    )
    .select('users.id', 'users.preferredLanguage')
    .first();
}

/**
 * POST /api/data-deletion: stores the request and, only when a citizen account has this e-mail,
 * mails it a single-use confirmation link (the token's sha256 is stored, never the token). Nothing
 * is disabled or deleted here. Both branches run the same statements but the outbox insert, so an
 * address with no account gets the same answer in the same time class (no account enumeration).
 */
export async function requestDeletion(db: Knex, input: DeletionInput, options: { publicBaseUrl: string; now: Date }): Promise<string> {
  const requestCode = newDeletionCode(options.now);
  const token = randomToken();
  await db.transaction(async (trx) => {
    const account = await deletableAccount(trx, input.email);
    // Counted for every address alike; over the budget the account's owner simply gets no further mail.
    const { hits } = await countHit(trx, `deletion-mail:${sha256(input.email)}`, 24 * 60 * 60);
    const row = await DataDeletionRequest.query(trx).insert({
      requestCode,
      ...input,
      userId: account?.id ?? null,
      confirmTokenHash: sha256(token),
      confirmExpiresAt: new Date(options.now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS),
      createdAt: options.now,
      updatedAt: options.now,
    });
    const language: Language = account?.preferredLanguage ?? 'hi';
    const mailed = !!account && hits <= CONFIRM_MAILS_PER_DAY;
    if (mailed) {
      await enqueueMessage(trx, {
        channel: 'email',
        recipient: input.email,
        event: 'deletion_confirm',
        language,
        values: { requestCode, confirmUrl: `${options.publicBaseUrl}/data-deletion/confirm?token=${token}`, hours: CONFIRM_LINK_HOURS },
        dedupeKey: `deletion-confirm-${requestCode}`,
        userId: account.id,
      });
    } else {
      // The template read enqueueMessage makes, so both branches cost alike.
      await findTemplate(trx, 'deletion_confirm', 'email', language);
    }
    await recordStep(trx, row.id, 'requested', options.now, { mailed });
  });
  return requestCode;
}

const invalidLink = () => new HttpError(400, 'deletionLinkInvalid', { field: 'token' });

/**
 * POST /api/data-deletion/confirm: the link's owner confirms. The account is disabled and every
 * session of it ends in the same transaction; the scheduled job (deletion-job.ts) does the rest.
 * A token works once, until it expires, and only for a request that has an account.
 */
export async function confirmDeletion(db: Knex, token: string, now: Date): Promise<{ requestCode: string }> {
  return db.transaction(async (trx) => {
    const row = await DataDeletionRequest.query(trx)
      .where({ confirmTokenHash: sha256(token), status: 'awaiting_confirmation' })
      .forUpdate()
      .select('id', 'requestCode', 'userId', 'confirmExpiresAt')
      .first();
    if (!row?.userId || !row.confirmExpiresAt || new Date(row.confirmExpiresAt).getTime() <= now.getTime()) throw invalidLink();
    const user = await User.query(trx).findById(row.userId).forUpdate().select('id', 'email', 'preferredLanguage');
    if (!user) throw invalidLink();

    await User.query(trx).findById(user.id).patch({ isActive: false, updatedAt: now });
    const sessions = await Session.query(trx).where({ userId: user.id }).count('* as count').castTo<Array<{ count: string }>>();
    await destroyUserSessions(trx, user.id);
    await DataDeletionRequest.query(trx).findById(row.id).patch({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, updatedAt: now });
    // Any other link of this account is dead now; one request carries the deletion.
    await DataDeletionRequest.query(trx)
      .where({ userId: user.id, status: 'awaiting_confirmation' })
      .patch({ confirmTokenHash: null, confirmExpiresAt: now, updatedAt: now });
    // The mails that carried links keep them no longer (an unsent one is not sent at all).
    const linkMails = () => OutboxEntry.query(trx).where({ userId: user.id, event: 'deletion_confirm' });
    await linkMails().where('status', 'pending').patch({ status: 'failed', lastError: 'deletion confirmed before sending' });
    await linkMails().patch({ body: null, payload: '{}' });
    await recordStep(trx, row.id, 'confirmed', now, { sessionsEnded: Number(sessions[0]?.count ?? 0) });

    // The acknowledgement (migration 006 template): access is off now, the rest follows within 7 and 30 days.
    if (user.email) {
      await enqueueMessage(trx, {
        channel: 'email',
        recipient: user.email,
        event: 'deletion_requested',
        language: user.preferredLanguage,
        values: { requestCode: row.requestCode },
        dedupeKey: `deletion-confirmed-${row.requestCode}`,
        userId: user.id,
      });
    }
    return { requestCode: row.requestCode };
  });
}
