import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { purgeIdempotencyKeys } from '../lib/idempotency';
import { purgeRateBuckets } from '../lib/rate-buckets';
import { purgeLoginAttempts } from '../modules/auth/login-throttle';
import { purgeExpiredSessions } from '../modules/auth/session-store';
import { purgeExpiredChallenges } from '../modules/captcha/captcha.service';
import { sweepUploads } from '../modules/requests/request-upload.service';
import { sweepMediaUploads } from '../modules/gallery-media/media-upload.service';
import { createStorage, storageConfigFromEnv } from '../storage';
import { ORPHAN_FILE_GRACE_MS, sweepOrphanFiles } from './orphan-files';

export interface HousekeepingOptions {
  /** Unclaimed uploads older than this go (default: a day, their claim window). */
  unclaimedUploadHours?: number;
  /** Stored files named by no row go once this old (db/orphan-files.ts). */
  orphanFileGraceMs?: number;
}

/**
 * Deletes rows that can no longer matter. Each statement is idempotent, so several API processes
 * running it at once is harmless (no leader election needed).
 */
export async function runHousekeeping(db: Knex, config: AppConfig, options: HousekeepingOptions = {}): Promise<void> {
  await purgeExpiredSessions(db, config);
  await purgeExpiredChallenges(db);
  await purgeLoginAttempts(db);
  await purgeRateBuckets(db);
  await purgeIdempotencyKeys(db);
  // Delivered notifications (phone numbers and texts) go after their retention period: modules/retention.
  // Files sent by POST /api/upload that no request claimed within a day, file first, then row.
  const storage = createStorage(storageConfigFromEnv(process.env, config.dataDir));
  await sweepUploads(db, storage, options.unclaimedUploadHours);
  // Gallery media uploaded but never converted (modules/gallery-media).
  await sweepMediaUploads(db, storage);
  // Last: files whose rows the sweeps above just removed are gone already; what is left without
  // a row is a crash's leftover.
  await sweepOrphanFiles(db, storage, options.orphanFileGraceMs ?? ORPHAN_FILE_GRACE_MS);
}

export function scheduleHousekeeping(db: Knex, config: AppConfig, logger: Logger, everyMs = 15 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    runHousekeeping(db, config).catch((error) => logger.warn({ err: error }, 'housekeeping failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
