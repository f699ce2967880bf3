import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { StorageKeyError, StorageNotFoundError, type FileStorage, type SaveOptions, type SavedFile } from './file-storage';
import { assertStorageKey, isStorageKey, keyFor } from './storage-key';

const PARTIAL_PREFIX = '.partial-';

/**
 * Files under `<dataDir>/uploads`, which no static middleware serves: every download goes through
 * the authorised attachment route.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'uploads');
  }

  async save(source: Readable | Buffer, options: SaveOptions): Promise<SavedFile> {
    await mkdir(this.root, { recursive: true });
    const key = keyFor(options);
    // Write under a temporary name and rename: a crash mid-write never leaves a file under a real key.
    const partial = path.join(this.root, `${PARTIAL_PREFIX}${randomBytes(8).toString('hex')}`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(Buffer.isBuffer(source) ? Readable.from([source]) : source, counter, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, this.pathFor(key));
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
    return { key, size };
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathFor(key);
    try {
      await stat(file);
    } catch {
      throw new StorageNotFoundError();
    }
    return createReadStream(file);
  }

  async size(key: string): Promise<number> {
    try {
      return (await stat(this.pathFor(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await unlink(this.pathFor(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /**
   * Housekeeping (db/orphan-files.ts): entries untouched for `graceMs`, split into stored keys
   * and the temporary `.partial-` files a process killed mid-write leaves behind.
   */
  async staleEntries(graceMs: number): Promise<{ keys: string[]; partials: string[] }> {
    const names = await readdir(this.root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const cutoff = Date.now() - graceMs;
    const stale = { keys: [] as string[], partials: [] as string[] };
    for (const name of names) {
      const modified = await stat(path.join(this.root, name)).then((s) => s.mtimeMs, () => null);
      if (modified === null || modified > cutoff) continue;
      if (name.startsWith(PARTIAL_PREFIX)) stale.partials.push(name);
      else if (isStorageKey(name)) stale.keys.push(name);
    }
    return stale;
  }

  /** Deletes a `.partial-` leftover named by `staleEntries`. */
  async removePartial(name: string): Promise<void> {
    if (!name.startsWith(PARTIAL_PREFIX) || name.includes('/')) throw new StorageKeyError();
    await unlink(path.join(this.root, name)).catch(() => undefined);
  }

  private pathFor(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }
}
