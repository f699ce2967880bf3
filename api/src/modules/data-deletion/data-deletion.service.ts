import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { enqueueMessage } from '../notifications/outbox.service';

export interface DeletionInput {
  email: string;
  reason: string | null;
  additionalInfo: string | null;
}

// Unambiguous characters only: the code is read out over the phone to support.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number) =>
  Array.from(crypto.randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

export async function createDeletionRequest(db: Knex, input: DeletionInput): Promise<string> {
  const requestCode = `DEL-${new Date().getUTCFullYear()}-${randomCode(8)}`;
  await db.transaction(async (trx) => {
    await trx('data_deletion_requests').insert({ requestCode, ...input });
    // The confirmation mail goes through the outbox with the row; it is a service message about
    // the request itself, so it is sent whatever the notification choices (the account is going).
    const user = await trx('users').whereRaw('lower(email) = lower(?)', [input.email]).first('id', 'preferredLanguage');
    await enqueueMessage(trx, {
      channel: 'email',
      recipient: input.email,
      event: 'deletion_requested',
      language: user?.preferredLanguage ?? 'hi',
      values: { requestCode },
      dedupeKey: `deletion-${requestCode}-email`,
      userId: user?.id ?? null,
    });
  });
  return requestCode;
}
