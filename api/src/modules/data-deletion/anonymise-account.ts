import type { Knex } from 'knex';
import { randomToken } from '../../lib/tokens';
import { isStorageKey, type FileStorage } from '../../storage';
import { LoginAttempt } from '../auth/login-attempt.model';
import { Session } from '../auth/session.model';
import { OutboxEntry } from '../notifications/outbox-entry.model';
import { ServiceRequest } from '../requests/request.model';
import { User } from '../users/user.model';
import { anonymiseRequests, REDACTED_MESSAGE } from './anonymise-requests';
import { REMOVED_TEXT } from './deletion-policy';

/**
 * Step 1 (within 7 days): the personal data of the account and of the requests it filed (or that
 * carry its e-mail) is replaced, the citizen's words on those requests with it (anonymiseRequests);
 * the rows stay, so request history, statistics, foreign keys and the append-only admin_audit
 * (which references users) keep working. The users row becomes a
 * tombstone: no name, contact or address, an unusable password, never listed again.
 * Returns the ids of the requests changed (recorded with the step: the completion removes their files).
 */
export async function anonymiseAccount(trx: Knex, userId: number, now: Date): Promise<{ requestIds: number[]; messages: number }> {
  const user = await User.query(trx).findById(userId).forUpdate().select('id', 'username', 'email');
  if (!user) return { requestIds: [], messages: 0 };

  const requests = await ServiceRequest.query(trx)
    .where('submitterId', userId)
    .modify((q) => {
      // raw: e-mail addresses compare without case.
      if (user.email) q.orWhereRaw('lower(email) = lower(?)', [user.email]);
    })
    .select('id');
  const requestIds = requests.map((row) => Number(row.id));
  const anonymised = await anonymiseRequests(trx, requestIds, now);

  // Messages to the citizen's account (not about one request), except the deletion's own.
  const messages = OutboxEntry.query(trx)
    .where('userId', userId)
    // raw: a LIKE with its escape (the deletion's events, `deletion_…`).
    .where((q) => q.whereNull('event').orWhereRaw('event not like ?', ['deletion\\_%']))
    .whereNot('recipient', '');
  await messages.clone().where('status', 'pending').patch({ status: 'failed', lastError: 'cancelled: data deletion' });
  const redacted = Number(await messages.clone().patch(REDACTED_MESSAGE));

  // raw: user names compare without case.
  await LoginAttempt.query(trx).whereRaw('lower(username) = lower(?)', [user.username]).delete();
  await Session.query(trx).where({ userId }).delete();
  await User.query(trx)
    .findById(userId)
    .patch({
      // Registration accepts any username, so the tombstone's carries a random part: it can never collide.
      username: `deleted-${userId}-${randomToken(6)}`,
      name: REMOVED_TEXT,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      district: null,
      constituency: null,
      mandal: null,
      ward: null,
      address: null,
      pincode: null,
      voterIdNumber: null,
      department: null,
      passwordHash: '!deleted',
      allowNotifications: false,
      notifyEmail: false,
      notifySms: false,
      notifyPush: false,
      isActive: false,
      // raw: an administrator's earlier (soft) delete keeps its date, in the same statement.
      deletedAt: trx.raw('coalesce(deleted_at, ?)', [now]),
      updatedAt: now,
    });
  return { requestIds, messages: anonymised.messages + redacted };
}

/**
 * Step 2 (within 30 days): the files attached to those requests are removed (file first, then the
 * columns: a crash in between only repeats an idempotent remove), and the deletion's own mails but
 * the final one are redacted.
 */
export async function removeRemainingData(trx: Knex, storage: FileStorage, userId: number | null, requestIds: number[]): Promise<{ files: number }> {
  let files = 0;
  if (requestIds.length) {
    const attached = await ServiceRequest.query(trx).whereIn('id', requestIds).whereNotNull('attachmentPath').select('attachmentPath');
    for (const { attachmentPath } of attached) {
      // A value that is not one of our keys names no stored file (and must not stop the queue).
      if (!isStorageKey(attachmentPath)) continue;
      await storage.remove(attachmentPath);
      files += 1;
    }
    await ServiceRequest.query(trx).whereIn('id', requestIds).patch({ attachmentUrl: null, attachmentPath: null, attachmentType: null, attachmentName: null });
  }
  if (userId !== null) {
    await OutboxEntry.query(trx).where({ userId }).whereIn('event', ['deletion_confirm', 'deletion_requested']).patch(REDACTED_MESSAGE);
  }
  return { files };
}
