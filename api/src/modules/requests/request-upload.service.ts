import type { Knex } from 'knex';
import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import type { FileStorage } from '../../storage';
import type { StoredAttachment } from '../attachments';
import type { IntakeAttachment } from './request-intake.service';

const UPLOAD_URL = /^\/api\/uploads\/([A-Za-z0-9_-]{22})$/;
/** An upload not attached to a request within a day is swept with its file. */
export const UPLOAD_TTL_HOURS = 24;

const uploadId = (token: string) => createHash('sha256').update(`upload:${token}`).digest('hex');

/** POST /api/upload: records the stored file for its uploader and returns the reference url. */
export async function recordUpload(db: Knex, scope: string, stored: StoredAttachment): Promise<{ url: string }> {
  const token = randomBytes(16).toString('base64url');
  await db('request_uploads').insert({
    id: uploadId(token),
    storageKey: stored.key,
    attachmentType: stored.attachmentType,
    fileName: stored.fileName,
    size: stored.size,
    scope,
  });
  return { url: `/api/uploads/${token}` };
}

/** The upload named by an `attachmentUrl` of the request form; only its uploader may use it. */
export async function findClaimableUpload(db: Knex, scope: string, url: unknown): Promise<IntakeAttachment | null> {
  if (url == null || url === '') return null;
  const match = typeof url === 'string' ? UPLOAD_URL.exec(url) : null;
  if (!match) throw new HttpError(400, 'invalidValue', { field: 'attachmentUrl' });
  const row = await db('request_uploads')
    .where({ id: uploadId(match[1]!), scope })
    .whereNull('claimedAt')
    .andWhere('createdAt', '>', db.raw(`now() - make_interval(hours => ?)`, [UPLOAD_TTL_HOURS]))
    .first();
  if (!row) throw new HttpError(400, 'invalidValue', { field: 'attachmentUrl' });
  return { key: row.storageKey, attachmentType: row.attachmentType, fileName: row.fileName, size: row.size, uploadId: row.id };
}

/** Housekeeping: removes unclaimed uploads past their lifetime, file first, then the row. */
export async function sweepUploads(db: Knex, storage: FileStorage): Promise<number> {
  const stale = await db('request_uploads')
    .whereNull('claimedAt')
    .andWhere('createdAt', '<', db.raw(`now() - make_interval(hours => ?)`, [UPLOAD_TTL_HOURS]))
    .select('id', 'storageKey')
    .limit(500);
  for (const row of stale) {
    await storage.remove(row.storageKey);
    await db('request_uploads').where({ id: row.id }).delete();
  }
  return stale.length;
}
