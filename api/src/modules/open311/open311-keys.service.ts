import type { IssuedOpen311Key, Open311Key } from '@cc/types';
import type { Knex } from 'knex';
import { notFound } from '../../lib/http-error';
import { randomToken, sha256 } from '../../lib/tokens';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { Open311Key as Open311KeyRow } from './open311-key.model';

type KeyRow = Pick<Open311KeyRow, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>;

const toDto = (row: KeyRow): Open311Key => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
});

/** The live (unrevoked) keys, newest first; the key itself is never stored, so never listed. */
export async function listKeys(db: Knex): Promise<Open311Key[]> {
  const rows = await Open311KeyRow.query(db).modify('live').orderBy('id', 'desc').select('id', 'name', 'createdAt', 'lastUsedAt');
  return rows.map(toDto);
}

/** A new key for a client: 256 random bits, only its sha256 kept, shown to the caller once. */
export async function issueKey(db: Knex, actor: Actor, name: string): Promise<IssuedOpen311Key> {
  const key = randomToken(32);
  return db.transaction(async (trx) => {
    const row = await Open311KeyRow.query(trx).insert({ name, keyHash: sha256(key), createdBy: actor.id }).returning(['id', 'name']);
    await recordAudit(trx, actor, { action: 'create', entity: 'open311-key', entityId: row.id, after: { name: row.name } });
    return { id: row.id, key };
  });
}

/** Revoking keeps the row (requests it filed name it) but the key answers 403 from now on. */
export async function revokeKey(db: Knex, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await Open311KeyRow.query(trx).findById(id).modify('live').forUpdate().select('id', 'name');
    if (!row) throw notFound();
    await Open311KeyRow.query(trx).findById(id).patch({ revokedAt: trx.fn.now() });
    await recordAudit(trx, actor, { action: 'delete', entity: 'open311-key', entityId: id, before: { name: row.name } });
  });
}

/**
 * The client a presented key belongs to, or null (unknown or revoked). The lookup is by hash, so
 * comparing is the index's equality on a digest, not a secret-dependent string compare.
 */
export async function authenticateKey(db: Knex, key: string): Promise<{ id: number; name: string } | null> {
  const [row] = await Open311KeyRow.query(db)
    .where({ keyHash: sha256(key) })
    .modify('live')
    .patch({ lastUsedAt: db.fn.now() })
    .returning(['id', 'name']);
  return row ? { id: row.id, name: row.name } : null;
}
