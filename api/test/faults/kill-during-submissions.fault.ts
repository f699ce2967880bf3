/**
 * Fault 1: `kill -9` of the API while 50 submissions with attachments are in flight.
 * Whatever the API acknowledged survives whole (request, history, outbox message, readable file);
 * whatever it did not leaves nothing behind once housekeeping ran; a retry with the same
 * Idempotency-Key answers the original request instead of filing a second one. The upload temp
 * directories the kill left are swept by the restarted process once an hour old.
 */
import fs from 'node:fs';
import { FORM, PERSONA_LOGINS } from '../../src/modules/requests/__tests__/request-test-kit';
import { startApi, type ApiProcess } from './support/api-process';
import { createFaultDatabase, type FaultDatabase } from './support/fault-database';
import { HttpClient, type Answer } from './support/http-client';
import { housekeepNow, sha256, storageInvariants, storedNames, uniquePdf } from './support/stored-files';
import { ageUploadTempDirs, makeUploadTempRoot, uploadTempDirs } from './support/upload-temp';

const PORT = 4701;
const SUBMISSIONS = 50;

let database: FaultDatabase;
let api: ApiProcess | undefined;
let dataDir = '';
const tempRoot = makeUploadTempRoot();

beforeAll(async () => {
  database = await createFaultDatabase();
});
afterAll(async () => {
  await api?.stop();
  await database.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

interface Submission {
  key: string;
  client: HttpClient;
  file: Buffer;
  fields: Record<string, string>;
  answer?: Answer;
  failure?: string;
}

async function send(submission: Submission, captcha: { captchaToken: string; captchaAnswer: string }): Promise<Answer> {
  const form = HttpClient.form({ ...submission.fields, ...captcha }, { name: 'evidence.pdf', type: 'application/pdf', bytes: submission.file });
  return submission.client.post('/api/requests', form, { 'idempotency-key': submission.key }, 60_000);
}

it('loses, duplicates and half-stores nothing when killed with 50 submissions in flight', async () => {
  api = await startApi({ port: PORT, databaseUrl: database.url, env: { TMPDIR: tempRoot } });
  dataDir = api.dataDir;
  // Two citizens, as the citizen app signs them in; their submissions interleave.
  const citizens = [PERSONA_LOGINS.citizenA, PERSONA_LOGINS.citizenB].map(() => new HttpClient(api!.url));
  await citizens[0]!.login(...PERSONA_LOGINS.citizenA);
  await citizens[1]!.login(...PERSONA_LOGINS.citizenB);
  const before = Number((await database.db('requests').max({ id: 'id' }).first())?.id ?? 0);

  const submissions: Submission[] = Array.from({ length: SUBMISSIONS }, (_, i) => ({
    key: `fault-kill-${i}-${Date.now()}`,
    client: citizens[i % 2]!,
    // 300-700 kB each: large enough that the burst is still arriving when the process dies.
    file: uniquePdf(300_000 + (i % 5) * 100_000),
    fields: { ...FORM, description: `Submission ${i} of the kill -9 fault test` },
  }));
  const captchas = await Promise.all(submissions.map((s) => s.client.captcha()));

  // The burst; the process dies once a handful were acknowledged, the rest being in flight.
  let acknowledged = 0;
  let everyCallSettled: Promise<unknown> = Promise.resolve();
  const killed = new Promise<void>((resolve) => {
    const burst = submissions.map((submission, i) =>
      send(submission, captchas[i]!).then(
        (answer) => {
          submission.answer = answer;
          if (answer.status === 201 && ++acknowledged === 5) {
            api!.child.kill('SIGKILL');
            resolve();
          }
        },
        (error: Error) => {
          submission.failure = error.message;
        },
      ),
    );
    everyCallSettled = Promise.all(burst);
    void everyCallSettled.then(() => resolve());
  });
  await killed;
  expect((await api.exited).signal).toBe('SIGKILL');
  // Every client call settled (the ones cut off fail with a socket error).
  await everyCallSettled;

  const ok = submissions.filter((s) => s.answer?.status === 201);
  const cut = submissions.filter((s) => !s.answer);
  // Otherwise the test proved nothing: both kinds must exist.
  expect(ok.length).toBeGreaterThanOrEqual(5);
  expect(cut.length).toBeGreaterThan(0);
  // No answer other than 201 or a cut connection (no 500 on the way down).
  expect(submissions.filter((s) => s.answer && s.answer.status !== 201).map((s) => s.answer!.status)).toEqual([]);

  // The uploads cut mid-body left their temp directories: nothing in the dead process removes them.
  expect(uploadTempDirs(tempRoot).length).toBeGreaterThan(0);
  // Restart on the same database and disk, an hour later as far as those directories can tell:
  // the process sweeps them before it answers.
  ageUploadTempDirs(tempRoot);
  api = await startApi({ port: PORT, databaseUrl: database.url, dataDir, env: { TMPDIR: tempRoot } });
  expect(uploadTempDirs(tempRoot)).toEqual([]);
  // Same port: the clients, their sessions and CSRF cookies carry over as a browser's would.

  // Every acknowledged request is there whole: history row, outbox message, readable file.
  for (const submission of ok) {
    const id = Number(submission.answer!.body.id);
    const row = await database.db('requests').where({ id }).first();
    expect(row).toMatchObject({ description: submission.fields.description });
    expect(await database.db('requestHistory').where({ requestId: id, action: 'submitted' }).count({ n: '*' }).first()).toEqual({ n: 1 });
    expect(Number((await database.db('notificationOutbox').where({ requestId: id }).count({ n: '*' }).first())!.n)).toBeGreaterThan(0);
    const download = await submission.client.download(`/api/requests/${id}/attachment`);
    expect(download.status).toBe(200);
    expect(sha256(download.bytes)).toBe(sha256(submission.file));
  }

  // The client retries everything with its Idempotency-Key (a fresh captcha, as the form asks for
  // one): an acknowledged request answers as before; a cut one is filed now, once.
  for (const submission of submissions) {
    const retry = await send(submission, await submission.client.captcha());
    expect(retry.status).toBe(201);
    if (submission.answer) expect(retry.body).toEqual(submission.answer.body);
    submission.answer = retry;
  }
  const ids = submissions.map((s) => Number(s.answer!.body.id));
  expect(new Set(ids).size).toBe(SUBMISSIONS);
  const filed = await database.db('requests').where('id', '>', before).select('id', 'description');
  expect(filed).toHaveLength(SUBMISSIONS);
  expect(new Set(filed.map((row: { description: string }) => row.description)).size).toBe(SUBMISSIONS);

  // Housekeeping with no grace (the process stopped, as at a quiet hour): whatever the kill left
  // (unclaimed uploads, half-written files) goes; every request still has its file, every file a row.
  await api.stop();
  // The retries' uploads removed their own.
  expect(uploadTempDirs(tempRoot)).toEqual([]);
  await housekeepNow(database.url, dataDir);
  expect(storedNames(dataDir).filter((name) => name.startsWith('.partial-'))).toEqual([]);
  expect(await storageInvariants(database.db, dataDir)).toEqual({ filesWithoutRow: [], requestsWithoutFile: [] });
  expect(await database.db('requestUploads').whereNull('claimedAt').count({ n: '*' }).first()).toEqual({ n: 0 });
  const withFiles = await database.db('requests').where('id', '>', before).whereNotNull('attachmentPath').count({ n: '*' }).first();
  expect(withFiles).toEqual({ n: SUBMISSIONS });
});
