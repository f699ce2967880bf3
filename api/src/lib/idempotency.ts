import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import { HttpError } from './http-error';
import { IdempotencyKey } from './idempotency-key.model';

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
  const row = await IdempotencyKey.query(db).where({ scope, key }).first();
  if (!row) return null;
  if (row.requestHash !== hash) throw new HttpError(422, 'idempotencyKeyReused');
  if (row.responseStatus == null) throw new HttpError(409, 'idempotencyKeyInProgress');
  return { status: row.responseStatus, body: row.responseBody };
}

/** Raised inside the transaction when a concurrent call with the same key committed first. */
export class IdempotentReplay extends Error {}

/**
 * Inserts the key unless it exists; true when this call made the row. Objection answers an insert
 * with the models it was given whether or not a row went in, so the model's statement is run by
 * knex (`toKnexQuery`), whose answer is the rows PostgreSQL returned. One statement; it cannot
 * raise a unique violation (the conflict is ignored).
 */
export async function insertKeyIfAbsent(db: Knex, row: Pick<IdempotencyKey, 'scope' | 'key' | 'requestHash'>): Promise<boolean> {
  const inserted = await IdempotencyKey.query(db).insert(row).onConflict(['scope', 'key']).ignore().returning('key').toKnexQuery();
  return inserted.length > 0;
}

/**
 * Claims the key inside the creating transaction: a concurrent duplicate waits on the primary
 * key until this one commits, then finds the row and replays it.
 */
export async function claimKey(trx: Knex.Transaction, scope: string, key: string, hash: string): Promise<void> {
  if (!(await insertKeyIfAbsent(trx, { scope, key, requestHash: hash }))) throw new IdempotentReplay();
}

/** The finished call's answer, kept for its replays. The body goes as JSON text (see IdempotencyKey). */
export async function recordResponse(db: Knex, scope: string, key: string, response: StoredResponse): Promise<void> {
  await IdempotencyKey.query(db).where({ scope, key }).patch({ responseStatus: response.status, responseBody: JSON.stringify(response.body) });
}

/** Housekeeping: keys a week old; a client retries a lost reply within minutes (docs/decisions/0027-idempotency-keys.md). */
export async function purgeIdempotencyKeys(db: Knex): Promise<number> {
  // raw: the database's clock, which stamped created_at.
  return IdempotencyKey.query(db).where('createdAt', '<', db.raw(`now() - interval '7 days'`)).delete();
}
