import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../db/knex';
import { LocalDiskStorage } from '../../../storage';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { AppKoa } from '../../../types';
import { insertRequest } from '../../requests/__tests__/request-test-kit';
import { fixedClock } from '../../sla/clock';
import { monthsBefore, runRetentionJob } from '../retention-job';

// The job acts on every row past its period: a database of its own, not the run's shared one.
let iso: IsolatedDatabase;
let db: Db;
let app: AppKoa;
let dataDir: string;
let storage: LocalDiskStorage;
const NOW = new Date();
const clock = fixedClock(NOW);
const DEFAULTS = { requestMonths: 24, technicalMonths: 12 };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  ({ app, db } = iso.app(clock));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-retention-'));
  storage = new LocalDiskStorage(dataDir);
});
afterAll(async () => {
  await iso.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const job = (periods = DEFAULTS) => runRetentionJob(db, { clock, storage, periods });
const ago = (months: number) => monthsBefore(NOW, months);

/** A finished (or open) request with everything personal a request can carry, back-dated. */
async function requestWith(fields: { status: string; resolvedAt?: Date | null; updatedAt: Date; words: string }) {
  const id = await insertRequest(db, { submitterId: null, status: fields.status, name: `Person ${fields.words}`, phone: '9876500001' });
  await db('requests')
    .where({ id })
    .update({ submitterType: 'public', email: 'person@example.in', voterIdNumber: 'ABC1234567', address: 'House 7', showPublicly: true, resolvedAt: fields.resolvedAt ?? null, updatedAt: fields.updatedAt });
  await db('request_feedback').insert({ requestId: id, rating: 2, comment: `Comment ${fields.words}`, district: 'raisen', requestType: 'infrastructure', requestMonth: '2024-01-01', via: 'track_link' });
  await db('reopen_appeals').insert({ requestId: id, reason: `Appeal ${fields.words}`, source: 'reopen' });
  return id;
}

/** Everything the job may touch of these requests, to compare two runs. */
const snapshot = (ids: number[]) =>
  Promise.all([
    db('requests').whereIn('id', ids).orderBy('id').select('id', 'name', 'phone', 'email', 'voterIdNumber', 'address', 'showPublicly', 'anonymisedAt', 'attachmentPath', 'updatedAt', 'status'),
    db('request_feedback').whereIn('requestId', ids).orderBy('requestId').select('requestId', 'comment'),
    db('reopen_appeals').whereIn('requestId', ids).orderBy('requestId').select('requestId', 'reason'),
  ]);

describe('the retention job: requests', () => {
  it('anonymises finished requests 2 years after resolution, keeps younger and open ones, and a second run changes nothing', async () => {
    const old = await requestWith({ status: 'resolved', resolvedAt: ago(25), updatedAt: ago(25), words: 'resolved-25' });
    const saved = await storage.save(Buffer.from('%PDF-1.4 ration card'), { extension: 'pdf' });
    await db('requests').where({ id: old }).update({ attachmentPath: saved.key, attachmentType: 'pdf', attachmentName: 'card.pdf' });
    // Rejected with no resolution time: its last change counts.
    const rejected = await requestWith({ status: 'rejected', resolvedAt: null, updatedAt: ago(30), words: 'rejected-30' });
    const young = await requestWith({ status: 'resolved', resolvedAt: ago(23), updatedAt: ago(23), words: 'resolved-23' });
    // Resolved long ago but changed since (reopened and resolved again): resolved_at is what counts.
    const reResolved = await requestWith({ status: 'resolved', resolvedAt: ago(23), updatedAt: ago(1), words: 're-resolved' });
    const open = await requestWith({ status: 'pending', resolvedAt: null, updatedAt: ago(36), words: 'open-36' });

    const first = await job();

    expect(first).toMatchObject({ requestsAnonymised: 2, filesRemoved: 1 });
    const [rows, feedback, appeals] = await snapshot([old, rejected, young, reResolved, open]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [old, rejected]) {
      expect(byId.get(id)).toMatchObject({ name: '—', phone: '', email: null, voterIdNumber: null, address: '—', showPublicly: false, attachmentPath: null });
      expect(byId.get(id)!.anonymisedAt).toEqual(NOW);
    }
    for (const id of [young, reResolved, open]) expect(byId.get(id)).toMatchObject({ phone: '9876500001', email: 'person@example.in', showPublicly: true, anonymisedAt: null });
    expect(feedback.map((row) => row.comment)).toEqual([null, null, 'Comment resolved-23', 'Comment re-resolved', 'Comment open-36']);
    expect(appeals.map((row) => row.reason)).toEqual(['—', '—', 'Appeal resolved-23', 'Appeal re-resolved', 'Appeal open-36']);
    await expect(storage.open(saved.key)).rejects.toThrow('Stored file not found');
    // The request itself stays: its type, place, status and description are the office's record.
    expect(await db('requests').where({ id: old }).first('status', 'description', 'district')).toEqual({ status: 'resolved', description: 'Fixture request', district: 'raisen' });

    const before = await snapshot([old, rejected, young, reResolved, open]);
    const second = await job();
    expect(Object.values(second).every((count) => count === 0)).toBe(true);
    expect(await snapshot([old, rejected, young, reResolved, open])).toEqual(before);

    // A longer period set by the operator keeps what the default would anonymise.
    const later = await requestWith({ status: 'resolved', resolvedAt: ago(25), updatedAt: ago(25), words: 'kept-36' });
    expect((await job({ requestMonths: 36, technicalMonths: 12 })).requestsAnonymised).toBe(0);
    expect((await db('requests').where({ id: later }).first('anonymisedAt')).anonymisedAt).toBeNull();
  });
});

describe('the retention job: technical records', () => {
  it('deletes sessions, counters, failed-login rows and finished messages past a year, keeps younger and pending ones, once', async () => {
    const userId = (await db('users').where({ username: 'citizen' }).first('id')).id;
    const session = (id: string, lastSeenAt: Date) => ({ id, userId, csrfToken: 'x'.repeat(64), lastSeenAt, createdAt: lastSeenAt, expiresAt: new Date(lastSeenAt.getTime() + DAY) });
    await db('sessions').insert([session('r'.repeat(64), ago(13)), session('s'.repeat(64), ago(11))]);
    await db('rate_limit_buckets').insert([
      { key: 'retention-old', windowStartedAt: ago(13), hits: 3 },
      { key: 'retention-young', windowStartedAt: ago(11), hits: 3 },
    ]);
    await db('login_attempts').insert([
      { username: 'retention-old', ip: '10.0.0.1', failures: 2, lastFailureAt: ago(13) },
      { username: 'retention-young', ip: '10.0.0.1', failures: 2, lastFailureAt: ago(11) },
    ]);
    const message = (dedupeKey: string, status: string, createdAt: Date) => ({ channel: 'sms', recipient: '9876500002', body: 'Your request …', dedupeKey, status, createdAt });
    await db('notification_outbox').insert([
      message('retention-sent-old', 'sent', ago(13)),
      message('retention-logged-old', 'logged', ago(13)),
      message('retention-failed-old', 'failed', ago(13)),
      message('retention-pending-old', 'pending', ago(13)),
      message('retention-sent-young', 'sent', ago(11)),
    ]);
    await db('retention_runs').insert({ startedAt: ago(13), finishedAt: ago(13), requestMonths: 24, technicalMonths: 12, counts: '{}' });

    const first = await job();

    expect(first).toMatchObject({ sessions: 1, rateBuckets: 1, loginAttempts: 1, messages: 3, runs: 1 });
    expect(await db('sessions').whereIn('id', ['r'.repeat(64), 's'.repeat(64)]).pluck('id')).toEqual(['s'.repeat(64)]);
    expect(await db('rate_limit_buckets').where('key', 'like', 'retention-%').pluck('key')).toEqual(['retention-young']);
    expect(await db('login_attempts').where('username', 'like', 'retention-%').pluck('username')).toEqual(['retention-young']);
    const left = await db('notification_outbox').where('dedupeKey', 'like', 'retention-%').orderBy('dedupeKey').select('dedupeKey');
    expect(left.map((row) => row.dedupeKey)).toEqual(['retention-pending-old', 'retention-sent-young']);

    const second = await job();
    expect(Object.values(second).every((count) => count === 0)).toBe(true);
  });

  it('records every run with its counts and periods, which the admin reads', async () => {
    const before = Number((await db('retention_runs').count({ n: '*' }))[0]!.n);
    const counts = await job();
    expect(Number((await db('retention_runs').count({ n: '*' }))[0]!.n)).toBe(before + 1);

    const admin = new TestClient(app);
    await admin.login('admin', 'admin123');
    const res = await admin.get('/api/admin/retention');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requestMonths: 24, technicalMonths: 12, intervalSeconds: 3600 });
    expect(res.body.runs[0]).toMatchObject({ startedAt: NOW.toISOString(), counts });
    expect(res.body.runs.length).toBeGreaterThanOrEqual(3);

    const staff = new TestClient(app);
    await staff.login('staff', 'staff123');
    expect((await staff.get('/api/admin/retention')).status).toBe(403);
    expect((await new TestClient(app).get('/api/admin/retention')).status).toBe(401);
    expect((await admin.get('/api/admin/retention?page=1')).status).toBe(400);
  });
});
