import { lstat, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';

/** The name of every temporary upload directory (multipart-receiver.ts): the sweep removes these alone. */
export const UPLOAD_TEMP_PREFIX = 'cc-upload-';

/**
 * Node ends a request after 5 minutes (`server.requestTimeout`), so a directory an hour old belongs
 * to no live upload, in this process or another one sharing the folder: a killed process left it.
 */
const MAX_AGE_MS = 60 * 60 * 1000;

/** Where uploads arrive: the OS temporary folder, `TMPDIR` when set. */
export function uploadTempRoot(): string {
  return os.tmpdir();
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Removes `UPLOAD_TEMP_PREFIX` directories directly under `root` last changed more than `maxAgeMs`
 * ago. Returns the names removed and the names that could not be (another user's, say).
 */
export async function sweepUploadTemp(root = uploadTempRoot(), maxAgeMs = MAX_AGE_MS): Promise<{ removed: string[]; failed: string[] }> {
  const removed: string[] = [];
  const failed: string[] = [];
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if (isMissing(error)) return { removed, failed };
    throw error;
  }
  const oldest = Date.now() - maxAgeMs;
  for (const name of names) {
    if (!name.startsWith(UPLOAD_TEMP_PREFIX)) continue;
    const dir = path.join(root, name);
    try {
      // lstat: a symlink by that name is not ours to follow; rm never follows links inside either.
      const stats = await lstat(dir);
      if (!stats.isDirectory() || stats.mtimeMs > oldest) continue;
      await rm(dir, { recursive: true, force: true });
      removed.push(name);
    } catch (error) {
      // Gone already: another process's sweep came first.
      if (!isMissing(error)) failed.push(name);
    }
  }
  return { removed, failed };
}

/**
 * Sweeps once (resolving after it, so a restarted process starts clean) and then hourly; returns
 * the stop function. A failing sweep is logged and never stops the process.
 */
export async function scheduleUploadTempSweep(logger: Logger, root = uploadTempRoot(), everyMs = 60 * 60 * 1000): Promise<() => void> {
  const run = async () => {
    try {
      const { removed, failed } = await sweepUploadTemp(root);
      if (removed.length) logger.info({ removed: removed.length }, 'removed temporary upload directories left by a stopped process');
      if (failed.length) logger.warn({ failed }, 'could not remove old temporary upload directories');
    } catch (error) {
      logger.warn({ err: error }, 'temporary upload sweep failed');
    }
  };
  await run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
