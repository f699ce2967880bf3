import type { Knex } from 'knex';
import { MediaUpload } from '../modules/gallery-media/media-upload.model';
import { RequestUpload } from '../modules/requests/request-upload.model';
import { ServiceRequest } from '../modules/requests/request.model';
import { LocalDiskStorage, type FileStorage } from '../storage';
import { S3Storage } from '../storage/s3-storage';

/**
 * How old a stored file without a row must be before it is deleted. Every writer records its row
 * BEFORE the first byte (request uploads, gallery media), so an unreferenced file is only ever the
 * leftover of a crash; the hour leaves room for clock skew and a write still in progress.
 */
export const ORPHAN_FILE_GRACE_MS = 60 * 60 * 1000;

/** Every column that names a stored file: a file named by none of them belongs to nobody. */
async function referencedKeys(db: Knex, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    // One statement: the three tables' keys as one union.
    const rows = (await RequestUpload.query(db)
      .select('storageKey as key')
      .whereIn('storageKey', chunk)
      .union(ServiceRequest.query(db).select('attachmentPath as key').whereIn('attachmentPath', chunk))
      .union(MediaUpload.query(db).select('storageKey as key').whereIn('storageKey', chunk))) as unknown as { key: string }[];
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/**
 * Housekeeping: deletes stored files that no row names, once older than `graceMs`, on local disk
 * (with the `.partial-` files of writes cut short by kill -9 mid-upload) and in an S3 bucket
 * (the objects under its prefix; a PUT is atomic, so there are no partial objects). Another
 * storage is left alone. Returns how many files went.
 */
export async function sweepOrphanFiles(db: Knex, storage: FileStorage, graceMs = ORPHAN_FILE_GRACE_MS): Promise<number> {
  if (!(storage instanceof LocalDiskStorage) && !(storage instanceof S3Storage)) return 0;
  const { keys, partials } = await storage.staleEntries(graceMs);
  if (storage instanceof LocalDiskStorage) for (const name of partials) await storage.removePartial(name);
  const referenced = await referencedKeys(db, keys);
  const orphans = keys.filter((key) => !referenced.has(key));
  // Checked again just before each delete: a row written since the listing keeps its file.
  for (const key of orphans) {
    const again = await referencedKeys(db, [key]);
    if (!again.has(key)) await storage.remove(key);
  }
  return partials.length + orphans.length;
}
