import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from '../local-disk-storage';
import { StorageKeyError, StorageNotFoundError } from '../file-storage';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('LocalDiskStorage', () => {
  let dataDir: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cc-storage-'));
    storage = new LocalDiskStorage(dataDir);
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('stores a buffer under a random server-generated name inside DATA_DIR/uploads', async () => {
    const saved = await storage.save(Buffer.from('hello'), { extension: 'pdf' });
    expect(saved.key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(saved.size).toBe(5);
    expect(await readFile(path.join(dataDir, 'uploads', saved.key), 'utf8')).toBe('hello');
    expect((await readAll(await storage.open(saved.key))).toString()).toBe('hello');
  });

  it('stores a stream and gives two saves different keys', async () => {
    const a = await storage.save(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), { extension: 'png' });
    const b = await storage.save(Buffer.from('x'), { extension: 'png' });
    expect(a.key).not.toBe(b.key);
    expect(a.size).toBe(4);
  });

  it('leaves no partial file when the source stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.save(failing, { extension: 'pdf' })).rejects.toThrow('client went away');
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it.each(['../etc/passwd', '..%2f..%2fsecret', '/etc/passwd', 'a/b.pdf', '0123456789abcdef0123456789abcdef.html', ''])(
    'refuses the key %j instead of touching the file system',
    async (key) => {
      await expect(storage.open(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(StorageKeyError);
    },
  );

  it('removes idempotently and reports a missing file as not found', async () => {
    const saved = await storage.save(Buffer.from('bye'), { extension: 'jpg' });
    await storage.remove(saved.key);
    await storage.remove(saved.key);
    await expect(storage.open(saved.key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });
});
