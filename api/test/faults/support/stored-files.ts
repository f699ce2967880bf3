import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { runHousekeeping } from '../../../src/db/housekeeping';
import { createDb } from '../../../src/db/knex';
import { loadConfig } from '../../../src/config/config';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PDF of `size` bytes whose content is unique (its first bytes are what the API sniffs). */
export function uniquePdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

/** Names in DATA_DIR/uploads (stored keys and any `.partial-` leftovers). */
export function storedNames(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  return fs.existsSync(root) ? fs.readdirSync(root) : [];
}

/**
 * The promise of record-before-write, checked from outside: every stored file is named by a row,
 * no write is left half-done, and every request naming a file has it, whole.
 */
export async function storageInvariants(db: Knex, dataDir: string): Promise<{ filesWithoutRow: string[]; requestsWithoutFile: number[] }> {
  const names = storedNames(dataDir);
  const rows = (await db
    .select('storageKey as key')
    .from('request_uploads')
    .union((q) => q.select('attachmentPath as key').from('requests').whereNotNull('attachmentPath'))
    .union((q) => q.select('storageKey as key').from('media_uploads'))) as { key: string }[];
  const named = new Set(rows.map((row) => row.key));
  const requests = (await db('requests').whereNotNull('attachmentPath').select('id', 'attachmentPath')) as { id: number; attachmentPath: string }[];
  const present = new Set(names);
  return {
    filesWithoutRow: names.filter((name) => !named.has(name)),
    requestsWithoutFile: requests.filter((row) => !present.has(row.attachmentPath)).map((row) => row.id),
  };
}

/**
 * The housekeeping of db/housekeeping.ts, as a process runs it, with no grace left: what a crash
 * left behind is swept now instead of in a day.
 */
export async function housekeepNow(databaseUrl: string, dataDir: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const db = createDb(config);
  try {
    await runHousekeeping(db, config, { unclaimedUploadHours: 0, orphanFileGraceMs: 0 });
  } finally {
    await db.destroy();
  }
}
