import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskStorage, newStorageKey, StorageNotFoundError } from '../../storage';
import { S3Storage } from '../../storage/s3-storage';
import { startLoopbackS3, type LoopbackS3 } from '../../../test/support/s3rver-server';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { sweepOrphanFiles } from '../orphan-files';

let t: TestApp;
let dataDir: string;
let storage: LocalDiskStorage;
beforeAll(() => {
  t = createTestApp();
});
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-orphans-'));
  storage = new LocalDiskStorage(dataDir);
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));
afterAll(() => t.close());

const age = (name: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(path.join(storage.root, name), when, when);
};

describe('the orphan-file sweep', () => {
  it('deletes old files no row names and old half-written ones, and keeps the rest', async () => {
    const orphan = (await storage.save(Buffer.from('%PDF-orphan'), { extension: 'pdf' })).key;
    const young = (await storage.save(Buffer.from('%PDF-young'), { extension: 'pdf' })).key;
    const owned = newStorageKey('pdf');
    await t.db('request_uploads').insert({ id: `orphan-test-${owned}`.slice(0, 64), storageKey: owned, attachmentType: 'pdf', fileName: 'a.pdf', size: 10, scope: 'anon:test' });
    await storage.save(Buffer.from('%PDF-owned'), { extension: 'pdf', key: owned });
    fs.writeFileSync(path.join(storage.root, '.partial-0123456789abcdef'), 'cut short');
    for (const name of [orphan, owned, '.partial-0123456789abcdef']) age(name, 2 * 60 * 60 * 1000);

    expect(await sweepOrphanFiles(t.db, storage)).toBe(2);
    expect(fs.readdirSync(storage.root).sort()).toEqual([owned, young].sort());
    await t.db('request_uploads').where({ storageKey: owned }).delete();
  });

  it('does nothing when the storage folder does not exist yet', async () => {
    expect(await sweepOrphanFiles(t.db, storage, 0)).toBe(0);
  });
});

describe('the orphan-file sweep on S3 (s3rver on loopback)', () => {
  const BUCKET = 'orphans';
  let s3: LoopbackS3;
  let bucket: S3Storage;
  beforeAll(async () => {
    s3 = await startLoopbackS3(BUCKET);
    bucket = new S3Storage({ endpoint: s3.endpoint, bucket: BUCKET, region: 'us-east-1', ...s3.credentials, prefix: 'uploads/' });
  });
  afterAll(() => s3.close());

  const exists = (store: S3Storage, key: string) =>
    store.size(key).then(
      () => true,
      (error: unknown) => (error instanceof StorageNotFoundError ? false : Promise.reject(error)),
    );

  it('deletes objects under its prefix that no row names once past the grace, page by page, and nothing else', async () => {
    const orphans = [];
    for (let n = 0; n < 3; n += 1) orphans.push((await bucket.save(Buffer.from(`%PDF-orphan-${n}`), { extension: 'pdf' })).key);
    const owned = newStorageKey('pdf');
    await t.db('request_uploads').insert({ id: `orphan-s3-${owned}`.slice(0, 64), storageKey: owned, attachmentType: 'pdf', fileName: 'a.pdf', size: 10, scope: 'anon:test' });
    await bucket.save(Buffer.from('%PDF-owned'), { extension: 'pdf', key: owned });
    // Another prefix in the same bucket (another deployment, the gallery's own): never listed.
    const neighbour = new S3Storage({ endpoint: s3.endpoint, bucket: BUCKET, region: 'us-east-1', ...s3.credentials, prefix: 'other/' });
    const foreign = (await neighbour.save(Buffer.from('%PDF-foreign'), { extension: 'pdf' })).key;
    // S3 keeps LastModified to the second: the young object is written 2 s later, the grace is 1.5 s.
    // Real time on purpose: s3rver stamps LastModified from its own clock.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const young = (await bucket.save(Buffer.from('%PDF-young'), { extension: 'pdf' })).key;

    // Pages of two: the listing follows S3's continuation token to the end.
    expect((await bucket.staleEntries(1_500, 2)).keys.sort()).toEqual([...orphans, owned].sort());
    expect(await sweepOrphanFiles(t.db, bucket, 1_500)).toBe(3);
    for (const key of orphans) expect(await exists(bucket, key)).toBe(false);
    expect(await exists(bucket, owned)).toBe(true);
    expect(await exists(bucket, young)).toBe(true);
    expect(await exists(neighbour, foreign)).toBe(true);
    await t.db('request_uploads').where({ storageKey: owned }).delete();
  });
});
