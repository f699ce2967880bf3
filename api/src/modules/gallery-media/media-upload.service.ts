import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { MEDIA_MAX_BYTES } from '@cc/validation';
import { HttpError } from '../../lib/http-error';
import { sha256 } from '../../lib/tokens';
import { isStorageKey } from '../../storage/storage-key';
import { S3Storage } from '../../storage/s3-storage';
import type { Knex } from 'knex';
import { newStorageKey, StorageNotFoundError, storageFor, type FileStorage } from '../../storage';
import type { AppDeps } from '../../types';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { MEDIA_SNIFF_BYTES, sniffMediaType } from './media-type';
import { MediaUpload } from './media-upload.model';

/** How long an upload URL may be used (both drivers). */
export const UPLOAD_URL_LIFETIME_SECONDS = 15 * 60;
/** Local upload URLs: /api/uploads/<256 random bits in hex> (API paths are lower case, middleware/api-path.ts). */
const LOCAL_UPLOAD_PATH = /^\/api\/uploads\/([a-f0-9]{64})$/;
const PUBLIC_MEDIA_PREFIX = '/api/public/media/';

export interface UploadRequest {
  fileName: string;
  fileSize?: number;
  contentType?: string;
}

const tooLarge = () => new HttpError(413, 'mediaTooLarge');
const linkInvalid = () => new HttpError(403, 'uploadLinkInvalid');
const notReceived = () => new HttpError(404, 'uploadNotReceived');

/**
 * Step 1 (spec §7): a row for the coming bytes and the URL to PUT them to. With S3 a presigned PUT
 * of S3 itself; with local storage a single-use URL of this API whose token is the credential.
 */
export async function issueUploadUrl(deps: AppDeps, actor: Actor, input: UploadRequest): Promise<{ uploadURL: string }> {
  const storage = storageFor(deps);
  const storageKey = newStorageKey('bin');
  const expiresAt = new Date(Date.now() + UPLOAD_URL_LIFETIME_SECONDS * 1000);
  if (storage instanceof S3Storage) {
    await MediaUpload.query(deps.db).insert({ storageKey, fileName: input.fileName, createdBy: actor.id, expiresAt });
    const uploadURL = await storage.presignPut(storageKey, {
      expiresInSeconds: UPLOAD_URL_LIFETIME_SECONDS,
      contentLength: input.fileSize,
      contentType: input.contentType,
    });
    return { uploadURL };
  }
  const token = randomBytes(32).toString('hex');
  await MediaUpload.query(deps.db).insert({ storageKey, tokenHash: sha256(token), fileName: input.fileName, createdBy: actor.id, expiresAt });
  return { uploadURL: `/api/uploads/${token}` };
}

/** Counts bytes through and fails once more than `limit` passed. */
function byteLimit(limit: number): Transform & { received: () => number } {
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
  return Object.assign(limiter, { received: () => received });
}

/**
 * Step 2 with local storage: `PUT /api/uploads/:token`. The token is claimed before a byte is read
 * (single use: a second PUT, even after a failed one, is refused), then the body streams to disk
 * and stops at 50 MB.
 */
export async function receiveLocalUpload(deps: AppDeps, token: string, body: Readable, declaredLength: number | null): Promise<void> {
  if (!LOCAL_UPLOAD_PATH.test(`/api/uploads/${token}`)) throw linkInvalid();
  if (declaredLength !== null && declaredLength > MEDIA_MAX_BYTES) throw tooLarge();
  const [row] = await MediaUpload.query(deps.db)
    .where({ tokenHash: sha256(token), state: 'pending' })
    .whereNull('usedAt')
    .where('expiresAt', '>', deps.db.fn.now())
    .patch({ usedAt: deps.db.fn.now() })
    .returning(['id', 'storageKey']);
  if (!row) throw linkInvalid();
  const storage = storageFor(deps);
  const limiter = byteLimit(MEDIA_MAX_BYTES);
  // pipe (not pipeline): on overflow the request is left to be drained, so the caller still reads the 413.
  body.pipe(limiter);
  body.once('error', (error) => limiter.destroy(error));
  try {
    const saved = await storage.save(limiter, { extension: 'bin', key: row.storageKey, contentType: 'application/octet-stream' });
    await MediaUpload.query(deps.db).patch({ size: saved.size }).where({ id: row.id });
  } catch (error) {
    body.unpipe(limiter);
    body.resume();
    await storage.remove(row.storageKey).catch(() => undefined);
    await MediaUpload.query(deps.db).patch({ state: 'rejected' }).where({ id: row.id });
    throw error instanceof HttpError ? error : new HttpError(400, 'uploadFileFailed');
  }
}

async function readHead(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** The upload row an uploadURL names: by key in the bucket (S3) or by the local token. */
async function uploadFor(deps: AppDeps, uploadedURL: string, trx: Knex.Transaction): Promise<MediaUpload | undefined> {
  let url: URL;
  try {
    url = new URL(uploadedURL, 'http://relative.invalid');
  } catch {
    return undefined;
  }
  const storage = storageFor(deps);
  const query = MediaUpload.query(trx).forUpdate();
  if (storage instanceof S3Storage) {
    const key = storage.keyOf(url);
    return isStorageKey(key) ? query.findOne({ storageKey: key }) : undefined;
  }
  const token = LOCAL_UPLOAD_PATH.exec(url.pathname)?.[1];
  return token ? query.findOne({ tokenHash: sha256(token) }) : undefined;
}

/**
 * Step 3 (spec §7): the stored object becomes public only if its bytes are an image or a video and
 * it is at most 50 MB; anything else is deleted from storage at once and the row marked rejected.
 */
export async function convertUpload(deps: AppDeps, actor: Actor, uploadedURL: string): Promise<{ publicURL: string; mediaType: 'image' | 'video' }> {
  const storage = storageFor(deps);
  const refused = await deps.db.transaction(async (trx) => {
    const row = await uploadFor(deps, uploadedURL, trx);
    if (!row || row.state !== 'pending') throw notReceived();
    let size: number;
    try {
      size = await storage.size(row.storageKey);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw notReceived();
      throw error;
    }
    const type = size > 0 && size <= MEDIA_MAX_BYTES ? sniffMediaType(await readHead(await storage.open(row.storageKey), MEDIA_SNIFF_BYTES)) : null;
    if (!type) {
      await storage.remove(row.storageKey);
      await MediaUpload.query(trx).patch({ state: 'rejected', size, convertedAt: new Date() }).where({ id: row.id });
      return size > MEDIA_MAX_BYTES ? tooLarge() : new HttpError(400, 'mediaTypeNotAllowed');
    }
    await MediaUpload.query(trx).patch({ state: 'public', contentType: type.mime, size, convertedAt: new Date() }).where({ id: row.id });
    await recordAudit(trx, actor, {
      action: 'create',
      entity: 'media',
      entityId: row.id,
      after: { fileName: row.fileName, contentType: type.mime, size, storageKey: row.storageKey },
    });
    return { publicURL: `${PUBLIC_MEDIA_PREFIX}${row.storageKey}`, mediaType: type.kind };
  });
  // The refusal is answered after the transaction committed the row's new state.
  if (refused instanceof HttpError) throw refused;
  return refused;
}

/** A public media object's bytes and type; only rows judged at conversion are ever served. */
export async function openPublicMedia(deps: AppDeps, key: string): Promise<{ body: Readable; contentType: string; size: number }> {
  if (!isStorageKey(key)) throw new HttpError(404, 'notFound');
  const row = await MediaUpload.query(deps.db).findOne({ storageKey: key, state: 'public' });
  if (!row?.contentType) throw new HttpError(404, 'notFound');
  try {
    return { body: await storageFor(deps).open(key), contentType: row.contentType, size: Number(row.size) };
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw new HttpError(404, 'notFound');
    throw error;
  }
}

/**
 * Housekeeping: bytes uploaded but never converted (the admin closed the dialog, or a PUT straight to
 * S3 that nobody converted) are removed an hour after their URL expired, file first, then row;
 * rejected rows (their object is already gone) after a day. Public media stay. Idempotent.
 */
export async function sweepMediaUploads(db: Knex, storage: FileStorage): Promise<number> {
  const stale = await MediaUpload.query(db)
    .where({ state: 'pending' })
    // raw: the database's clock, which set expires_at.
    .andWhere('expiresAt', '<', db.raw(`now() - interval '1 hour'`))
    .select('id', 'storageKey')
    .limit(500);
  for (const row of stale) {
    await storage.remove(row.storageKey);
    await MediaUpload.query(db).where({ id: row.id, state: 'pending' }).delete();
  }
  // raw: the database's clock, as above.
  await MediaUpload.query(db).where({ state: 'rejected' }).andWhere('createdAt', '<', db.raw(`now() - interval '1 day'`)).delete();
  return stale.length;
}
