import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { StorageNotFoundError, type FileStorage, type SaveOptions, type SavedFile } from './file-storage';
import { assertStorageKey, keyFor } from './storage-key';

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
    const partial = path.join(this.root, `.partial-${randomBytes(8).toString('hex')}`);
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

  private pathFor(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }
}
