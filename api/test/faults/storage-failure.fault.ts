/**
 * Fault 5: the disk is full (or the storage folder unwritable) when a file arrives. The
 * citizen gets a clear answer in both languages, and nothing is half-written: no request, no
 * upload row, no file, no spent Idempotency-Key; the same submission goes through once there is room.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validationMessages } from '@cc/validation';
import { FORM, PERSONA_LOGINS } from '../../src/modules/requests/__tests__/request-test-kit';
import { startApi, type ApiProcess } from './support/api-process';
import { createFaultDatabase, type FaultDatabase } from './support/fault-database';
import { HttpClient } from './support/http-client';
import { storageInvariants, storedNames, uniquePdf } from './support/stored-files';

const PORT = 4741;

let database: FaultDatabase;
let api: ApiProcess | undefined;
let dataDir = '';
let uploads = '';
let mounted = false;

/**
 * A really full disk where the machine allows it: a 1 MB tmpfs over the uploads folder (root,
 * as in CI). Otherwise (a developer's account) the folder is made read-only, which only root
 * could ignore.
 */
function breakStorage(): 'disk full' | 'read-only' {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', uploads], { stdio: 'pipe' });
    mounted = true;
    return 'disk full';
  } catch (error) {
    if (process.getuid?.() === 0) throw new Error(`as root the uploads folder must be a small tmpfs: ${String(error)}`);
    fs.chmodSync(uploads, 0o555);
    return 'read-only';
  }
}

function repairStorage(): void {
  if (mounted) execFileSync('umount', [uploads]);
  mounted = false;
  fs.chmodSync(uploads, 0o700);
}

beforeAll(async () => {
  database = await createFaultDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-faults-data-'));
  uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploads);
});
afterAll(async () => {
  if (mounted) repairStorage();
  await api?.stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const counts = async () => ({
  requests: Number((await database.db('requests').count({ n: '*' }).first())!.n),
  uploads: Number((await database.db('requestUploads').count({ n: '*' }).first())!.n),
});

it('refuses a file it cannot store with a clear answer and keeps nothing of it', async () => {
  api = await startApi({ port: PORT, databaseUrl: database.url, dataDir });
  const citizen = new HttpClient(api.url);
  await citizen.login(...PERSONA_LOGINS.citizenA);
  const how = breakStorage();
  const before = await counts();

  const file = uniquePdf(2 * 1024 * 1024);
  const attachment = { name: 'land-record.pdf', type: 'application/pdf', bytes: file };
  const fields = { ...FORM, description: `storage failure (${how})` };
  const key = `fault-storage-${Date.now()}`;
  const submit = async () =>
    citizen.post('/api/requests', HttpClient.form({ ...fields, ...(await citizen.captcha()) }, attachment), { 'idempotency-key': key });

  const refused = await submit();
  expect(refused.status).toBe(503);
  expect(refused.body).toEqual({
    error: validationMessages.fileStorageUnavailable.en,
    errorHi: validationMessages.fileStorageUnavailable.hi,
    messageKey: 'fileStorageUnavailable',
  });
  expect(refused.headers.get('retry-after')).toBe('5');
  // The upload ahead of the form (POST /api/upload) fails the same way.
  const early = await citizen.post('/api/upload', HttpClient.form({}, attachment, 'file'));
  expect(early.status).toBe(503);
  expect(early.body.messageKey).toBe('fileStorageUnavailable');

  // Nothing half-written: no request, no upload row, not a byte on the disk.
  expect(await counts()).toEqual(before);
  expect(storedNames(dataDir)).toEqual([]);

  // Room again: the same submission (same key, a new captcha) is filed, once, with its file.
  repairStorage();
  const filed = await submit();
  expect(filed.status).toBe(201);
  expect(await counts()).toEqual({ requests: before.requests + 1, uploads: before.uploads + 1 });
  const download = await citizen.download(`/api/requests/${Number(filed.body.id)}/attachment`);
  expect(download.bytes.equals(file)).toBe(true);
  expect(await storageInvariants(database.db, dataDir)).toEqual({ filesWithoutRow: [], requestsWithoutFile: [] });
});
