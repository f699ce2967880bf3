import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_TEMP_PREFIX } from '../../../src/modules/attachments/upload-temp-sweep';

/**
 * A TMPDIR for one file's API processes (pass as `env: { TMPDIR }`): their upload temp
 * directories land there alone, so what a restart leaves can be counted exactly.
 */
export function makeUploadTempRoot(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cc-faults-tmp-'));
}

/** The upload temp directories (multipart-receiver.ts) under `root`. */
export function uploadTempDirs(root: string): string[] {
  return fs.readdirSync(root).filter((name) => name.startsWith(UPLOAD_TEMP_PREFIX));
}

/** Backdates them by two hours: the restart then meets them past the sweep's hour, as it would later on. */
export function ageUploadTempDirs(root: string): void {
  const at = new Date(Date.now() - 2 * 60 * 60 * 1000);
  for (const name of uploadTempDirs(root)) fs.utimesSync(path.join(root, name), at, at);
}
