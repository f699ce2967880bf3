import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import { HttpError } from './http-error';

export interface StoredResponse {
  status: number;
  body: unknown;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header, checked; undefined when absent. */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  if (!KEY_PATTERN.test(header)) throw new HttpError(400, 'invalidValue', { field: 'Idempotency-Key' });
  return header;
}

export const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** A finished earlier call with this key answers again; the same key with another body is refused. */
export async function findReplay(db: Knex, scope: string, key: string, hash: string): Promise<StoredResponse | null> {
  const row = await db('idempotency_keys').where({ scope, key }).first();
  if (!row) return null;
  if (row.requestHash !== hash) throw new HttpError(422, 'idempotencyKeyReused');
  if (row.responseStatus == null) throw new HttpError(409, 'idempotencyKeyInProgress');
  return { status: row.responseStatus, body: row.responseBody };
}

/** Raised inside the transaction when a concurrent call with the same key committed first. */
export class IdempotentReplay extends Error {}

/**
 * Claims the key inside the creating transaction: a concurrent duplicate waits on the primary
 * key until this one commits, then finds the row and replays it.
 */
export async function claimKey(trx: Knex.Transaction, scope: string, key: string, hash: string): Promise<void> {
  const inserted = await trx('idempotency_keys').insert({ scope, key, requestHash: hash }).onConflict(['scope', 'key']).ignore().returning('key');
  if (inserted.length === 0) throw new IdempotentReplay();
}

export async function recordResponse(trx: Knex.Transaction, scope: string, key: string, response: StoredResponse): Promise<void> {
  await trx('idempotency_keys').where({ scope, key }).update({ responseStatus: response.status, responseBody: JSON.stringify(response.body) });
}
