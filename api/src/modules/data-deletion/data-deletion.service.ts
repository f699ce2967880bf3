import crypto from 'node:crypto';
import type { Knex } from 'knex';

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
  await db('data_deletion_requests').insert({ requestCode, ...input });
  return requestCode;
}
