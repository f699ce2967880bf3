import type { Knex } from 'knex';
import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import { newStorageKey, type FileStorage } from '../../storage';
import { inspectUpload, saveInspected, type TempUpload } from '../attachments';
import type { IntakeAttachment } from './request-intake.service';
import { RequestUpload } from './request-upload.model';

const UPLOAD_URL = /^\/api\/uploads\/([A-Za-z0-9_-]{22})$/;
/** An upload not attached to a request within a day is swept with its file. */
export const UPLOAD_TTL_HOURS = 24;

const uploadId = (token: string) => createHash('sha256').update(`upload:${token}`).digest('hex');

export interface StagedUpload extends IntakeAttachment {
  uploadId: string;
  url: string;
}

/**
 * Checks a received file and puts it in storage, recording it in request_uploads BEFORE the first
 * byte is written: whatever happens next (error, rollback, kill -9), the row names the file and the
 * housekeeping sweep can remove it. A request claims the row in its own transaction.
 */
export async function stageUpload(db: Knex, storage: FileStorage, scope: string, upload: TempUpload, field: string): Promise<StagedUpload> {
  const inspected = await inspectUpload(upload, field);
  const token = randomBytes(16).toString('base64url');
  const key = newStorageKey(inspected.extension);
  const id = uploadId(token);
  await RequestUpload.query(db).insert({
    id,
    storageKey: key,
    attachmentType: inspected.attachmentType,
    fileName: inspected.fileName,
    size: inspected.size,
    scope,
  });
  try {
    await saveInspected(storage, inspected, key);
  } catch (error) {
    await discardUpload(db, storage, { key, uploadId: id });
    throw error;
  }
  return { key, attachmentType: inspected.attachmentType, fileName: inspected.fileName, size: inspected.size, uploadId: id, url: `/api/uploads/${token}` };
}

/** Removes a staged upload nobody will claim: the file first, then its row. */
export async function discardUpload(db: Knex, storage: FileStorage, upload: { key: string; uploadId?: string }): Promise<void> {
  await storage.remove(upload.key).catch(() => undefined);
  if (upload.uploadId) await RequestUpload.query(db).where({ id: upload.uploadId }).modify('unclaimed').delete().catch(() => undefined);
}

/** The upload named by an `attachmentUrl` of the request form; only its uploader may use it. */
export async function findClaimableUpload(db: Knex, scope: string, url: unknown): Promise<IntakeAttachment | null> {
  if (url == null || url === '') return null;
  const match = typeof url === 'string' ? UPLOAD_URL.exec(url) : null;
  if (!match) throw new HttpError(400, 'invalidValue', { field: 'attachmentUrl' });
  const row = await RequestUpload.query(db)
    .where({ id: uploadId(match[1]!), scope })
    .modify('unclaimed')
    // raw: the lifetime is measured on the database's clock.
    .andWhere('createdAt', '>', db.raw(`now() - make_interval(hours => ?)`, [UPLOAD_TTL_HOURS]))
    .first();
  if (!row) throw new HttpError(400, 'invalidValue', { field: 'attachmentUrl' });
  return { key: row.storageKey, attachmentType: row.attachmentType, fileName: row.fileName, size: row.size, uploadId: row.id };
}

/** Housekeeping: removes unclaimed uploads past their lifetime, file first, then the row. */
export async function sweepUploads(db: Knex, storage: FileStorage, olderThanHours = UPLOAD_TTL_HOURS): Promise<number> {
  const stale = await RequestUpload.query(db)
    .modify('unclaimed')
    // raw: the lifetime is measured on the database's clock.
    .andWhere('createdAt', '<', db.raw(`now() - make_interval(hours => ?)`, [olderThanHours]))
    .select('id', 'storageKey')
    .limit(500);
  for (const row of stale) {
    await storage.remove(row.storageKey);
    await RequestUpload.query(db).where({ id: row.id }).modify('unclaimed').delete();
  }
  return stale.length;
}
