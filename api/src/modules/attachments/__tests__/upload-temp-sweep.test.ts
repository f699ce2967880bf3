import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { scheduleUploadTempSweep, sweepUploadTemp, UPLOAD_TEMP_PREFIX } from '../upload-temp-sweep';

const HOUR = 60 * 60 * 1000;

/** A directory with one file in it, last changed `ageMs` ago. */
async function makeDir(dir: string, ageMs: number): Promise<void> {
  await mkdir(dir);
  await writeFile(path.join(dir, 'upload'), 'bytes');
  const at = new Date(Date.now() - ageMs);
  await utimes(dir, at, at);
}

describe('sweepUploadTemp', () => {
  let root: string;
  let elsewhere: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'cc-sweep-root-'));
    elsewhere = await mkdtemp(path.join(os.tmpdir(), 'cc-sweep-elsewhere-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(elsewhere, { recursive: true, force: true });
  });

  it('removes its own directories older than an hour and nothing else', async () => {
    await makeDir(path.join(root, `${UPLOAD_TEMP_PREFIX}old`), 2 * HOUR);
    await makeDir(path.join(root, `${UPLOAD_TEMP_PREFIX}fresh`), 50 * 60 * 1000);
    await makeDir(path.join(root, 'other-prefix-old'), 2 * HOUR);
    // A link by our name to an old directory elsewhere: neither the target nor its file may go.
    const target = path.join(elsewhere, 'target');
    await makeDir(target, 2 * HOUR);
    await symlink(target, path.join(root, `${UPLOAD_TEMP_PREFIX}x`), 'dir');

    const result = await sweepUploadTemp(root);

    expect(result).toEqual({ removed: [`${UPLOAD_TEMP_PREFIX}old`], failed: [] });
    expect((await readdir(root)).sort()).toEqual([`${UPLOAD_TEMP_PREFIX}fresh`, `${UPLOAD_TEMP_PREFIX}x`, 'other-prefix-old']);
    expect(await readdir(target)).toEqual(['upload']);
    expect(await readdir(path.join(root, `${UPLOAD_TEMP_PREFIX}fresh`))).toEqual(['upload']);
  });

  it('tolerates another process sweeping the same directories at the same time', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `${UPLOAD_TEMP_PREFIX}${i}`);
    for (const name of names) await makeDir(path.join(root, name), 2 * HOUR);

    const [a, b] = await Promise.all([sweepUploadTemp(root), sweepUploadTemp(root)]);

    expect(a.failed).toEqual([]);
    expect(b.failed).toEqual([]);
    expect(await readdir(root)).toEqual([]);
  });

  it('finds nothing to do when the root does not exist', async () => {
    expect(await sweepUploadTemp(path.join(root, 'missing'))).toEqual({ removed: [], failed: [] });
  });

  it('sweeps once before resolving, as the API does at start', async () => {
    await makeDir(path.join(root, `${UPLOAD_TEMP_PREFIX}left-by-a-kill`), 2 * HOUR);
    const logger = { info: jest.fn(), warn: jest.fn() } as unknown as Logger;
    const stop = await scheduleUploadTempSweep(logger, root);
    stop();
    expect(await readdir(root)).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
