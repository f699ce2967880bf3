import type { Knex } from 'knex';
import { randomToken } from '../../lib/tokens';
import { isStorageKey, type FileStorage } from '../../storage';
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
  const user = await trx('users').where({ id: userId }).forUpdate().first('id', 'username', 'email');
  if (!user) return { requestIds: [], messages: 0 };

  const requests = await trx('requests')
    .where('submitterId', userId)
    .modify((q) => {
      if (user.email) q.orWhereRaw('lower(email) = lower(?)', [user.email]);
    })
    .pluck('id');
  const requestIds = requests.map(Number);
  const anonymised = await anonymiseRequests(trx, requestIds, now);

  // Messages to the citizen's account (not about one request), except the deletion's own.
  const messages = trx('notification_outbox')
    .where('userId', userId)
    .where((q) => q.whereNull('event').orWhereRaw('event not like ?', ['deletion\\_%']))
    .whereNot('recipient', '');
  await messages.clone().where('status', 'pending').update({ status: 'failed', lastError: 'cancelled: data deletion' });
  const redacted = Number(await messages.clone().update(REDACTED_MESSAGE));

  await trx('login_attempts').whereRaw('lower(username) = lower(?)', [user.username]).delete();
  await trx('sessions').where({ userId }).delete();
  await trx('users')
    .where({ id: userId })
    .update({
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
      // An administrator's earlier (soft) delete keeps its date.
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
    const attached = await trx('requests').whereIn('id', requestIds).whereNotNull('attachmentPath').select<{ attachmentPath: string }[]>('attachmentPath');
    for (const { attachmentPath } of attached) {
      // A value that is not one of our keys names no stored file (and must not stop the queue).
      if (!isStorageKey(attachmentPath)) continue;
      await storage.remove(attachmentPath);
      files += 1;
    }
    await trx('requests').whereIn('id', requestIds).update({ attachmentUrl: null, attachmentPath: null, attachmentType: null, attachmentName: null });
  }
  if (userId !== null) {
    await trx('notification_outbox').where({ userId }).whereIn('event', ['deletion_confirm', 'deletion_requested']).update(REDACTED_MESSAGE);
  }
  return { files };
}
