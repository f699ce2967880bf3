import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { sha256 } from '../../../lib/tokens';
import { registrationPayload } from '../../../policy/__tests__/route-samples';
import { LocalDiskStorage } from '../../../storage';
import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';
import type { AppKoa } from '../../../types';
import { insertRequest } from '../../requests/__tests__/request-test-kit';
import { fixedClock, type ControllableClock } from '../../sla/clock';
import { runDeletionJob } from '../deletion-job';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2031-03-01T06:00:00Z');

let t: TestApp;
let app: AppKoa;
let clock: ControllableClock;
let dataDir: string;
let storage: LocalDiskStorage;

beforeAll(() => {
  t = createTestApp();
  clock = fixedClock(START);
  app = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), clock });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-deletion-'));
  storage = new LocalDiskStorage(dataDir);
});
beforeEach(() => clock.set(START));
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const job = () => runDeletionJob(t.db, { clock, storage });

/** A citizen who registered, logged in (the client holds the session cookie). */
async function citizen() {
  const client = new TestClient(app);
  const payload = registrationPayload();
  const res = await client.post('/api/auth/register', payload);
  expect(res.status).toBe(201);
  return { client, payload, id: res.body.user.id as number };
}

const deletionRow = (requestCode: string) => t.db('data_deletion_requests').where({ requestCode }).first();
const outbox = (dedupeKey: string) => t.db('notification_outbox').where({ dedupeKey }).first();

async function askDeletion(email: string) {
  const res = await new TestClient(app).post('/api/data-deletion', { email, reason: 'privacy-concerns', additionalInfo: 'Please remove me' });
  expect(res.status).toBe(201);
  return res.body.requestId as string;
}

async function linkToken(requestCode: string): Promise<string> {
  const mail = await outbox(`deletion-confirm-${requestCode}`);
  return /\/data-deletion\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
}

const confirm = (token: string) => new TestClient(app).post('/api/data-deletion/confirm', { token });

describe('asking for deletion', () => {
  it('mails a confirmation link to a citizen account and deletes nothing until it is used', async () => {
    const { client, payload, id } = await citizen();
    const code = await askDeletion(payload.email);

    const mail = await outbox(`deletion-confirm-${code}`);
    expect(mail).toMatchObject({ recipient: payload.email, event: 'deletion_confirm', status: 'pending', userId: id });
    expect(mail.body).toContain(`${t.config.publicBaseUrl}/data-deletion/confirm?token=`);
    const token = await linkToken(code);
    const row = await deletionRow(code);
    // Only the hash is stored: the row alone cannot confirm anything.
    expect(row).toMatchObject({ status: 'awaiting_confirmation', userId: id, confirmTokenHash: sha256(token) });
    expect(JSON.stringify(row)).not.toContain(token);

    await job();
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(await t.db('users').where({ id }).first('isActive', 'email')).toEqual({ isActive: true, email: payload.email });
    expect((await deletionRow(code)).status).toBe('awaiting_confirmation');
  });

  it('answers an address with no account exactly alike, and mails nothing', async () => {
    const res = await new TestClient(app).post('/api/data-deletion', { email: 'nobody-here@example.in' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['requestId', 'success']);
    expect(res.body.requestId).toMatch(/^DEL-\d{4}-[A-Z2-9]{8}$/);
    expect(await outbox(`deletion-confirm-${res.body.requestId}`)).toBeUndefined();
    expect(await deletionRow(res.body.requestId)).toMatchObject({ status: 'awaiting_confirmation', userId: null, email: 'nobody-here@example.in' });
  });

  it('never mails a link for a staff account (closed by an administrator instead)', async () => {
    const code = await askDeletion('staff@example.in');
    expect(await outbox(`deletion-confirm-${code}`)).toBeUndefined();
    expect((await deletionRow(code)).userId).toBeNull();
  });

  it('still serves an account an administrator deleted (a soft delete keeps the personal data)', async () => {
    const { payload, id } = await citizen();
    const deletedAt = new Date('2031-01-05T00:00:00Z');
    await t.db('users').where({ id }).update({ isActive: false, deletedAt });
    const code = await askDeletion(payload.email);
    expect((await confirm(await linkToken(code))).status).toBe(200);
    await job();
    expect(await t.db('users').where({ id }).first('email', 'name', 'deletedAt')).toEqual({ email: null, name: '—', deletedAt });
  });

  it('sends at most three links a day to one address', async () => {
    const { payload } = await citizen();
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push(await askDeletion(payload.email));
    const mailed = await Promise.all(codes.map(async (code) => !!(await outbox(`deletion-confirm-${code}`))));
    expect(mailed).toEqual([true, true, true, false]);
  });
});

describe('confirming', () => {
  it('disables the account and ends its sessions at once; the link works once', async () => {
    const { client, payload, id } = await citizen();
    const other = new TestClient(app);
    await other.login(payload.username, payload.password);
    const code = await askDeletion(payload.email);
    const token = await linkToken(code);

    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requestCode: code, success: true });
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await new TestClient(app).post('/api/auth/login', { username: payload.username, password: payload.password })).status).toBe(401);
    expect(await t.db('sessions').where({ userId: id })).toEqual([]);
    expect((await deletionRow(code)).status).toBe('confirmed');
    // The link's mail keeps no token; the acknowledgement is on its way.
    expect((await outbox(`deletion-confirm-${code}`)).body).toBeNull();
    expect(await outbox(`deletion-confirmed-${code}`)).toMatchObject({ recipient: payload.email, event: 'deletion_requested' });

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ messageKey: 'deletionLinkInvalid', field: 'token' });
    const steps = await t.db('data_deletion_steps').where({ deletionRequestId: (await deletionRow(code)).id }).orderBy('id').pluck('step');
    expect(steps).toEqual(['requested', 'confirmed']);
  });

  it('refuses an expired link and leaves the account alone', async () => {
    const { client, payload } = await citizen();
    const code = await askDeletion(payload.email);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await confirm(await linkToken(code));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This confirmation link is invalid, has expired or has already been used. Please submit a new deletion request.');
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it.each([['a-made-up-token'], [''], ['x'.repeat(300)]])('refuses the token %j with the same message', async (token) => {
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.body.messageKey).toBe('deletionLinkInvalid');
  });
});

describe('the deletion job', () => {
  async function confirmedCitizenWithRequest() {
    const person = await citizen();
    const requestId = await insertRequest(t.db, { submitterId: person.id, name: 'Asha Verma' });
    const saved = await storage.save(Buffer.from('%PDF-1.4 evidence'), { extension: 'pdf' });
    await t.db('requests')
      .where({ id: requestId })
      .update({ email: person.payload.email, voterIdNumber: 'ABC1234567', address: 'House 4, Ward 2', attachmentPath: saved.key, attachmentType: 'pdf', attachmentName: 'id.pdf' });
    await t.db('request_history').insert({ requestId, action: 'submitted', toStatus: 'pending', userId: person.id, userRole: 'citizen' });
    // An append-only audit row naming the account (as actor): the removal must not need to touch it.
    await t.db('admin_audit').insert({ actorId: person.id, action: 'update', entity: 'user', entityId: String(person.id) });
    const code = await askDeletion(person.payload.email);
    expect((await confirm(await linkToken(code))).status).toBe(200);
    return { ...person, requestId, code, key: saved.key };
  }

  it('anonymises at its next run, keeps the request and its history, and is safe to run twice', async () => {
    const { id, requestId, code, payload } = await confirmedCitizenWithRequest();
    const historyBefore = await t.db('request_history').where({ requestId }).count('* as n');
    await job();

    const request = await t.db('requests').where({ id: requestId }).first();
    expect(request).toMatchObject({ name: '—', phone: '', email: null, voterIdNumber: null, address: '—', status: 'pending', description: 'Fixture request' });
    expect(await t.db('request_history').where({ requestId }).count('* as n')).toEqual(historyBefore);
    const user = await t.db('users').where({ id }).first();
    expect(user).toMatchObject({ name: '—', email: null, phone: null, address: null, voterIdNumber: null, isActive: false });
    expect(user.username).toMatch(new RegExp(`^deleted-${id}-`));
    expect(user.deletedAt).not.toBeNull();
    expect(await t.db('admin_audit').where({ actorId: id }).count('* as n')).toEqual([{ n: 1 }]);
    expect((await deletionRow(code)).status).toBe('anonymised');
    // The admin's users list does not show the tombstone.
    const admin = new TestClient(app);
    await admin.login('admin', 'admin123');
    expect((await admin.get(`/api/admin/users?search=${payload.username}`)).body.total).toBe(0);

    const before = { request, user: await t.db('users').where({ id }).first() };
    await job();
    expect({ request: await t.db('requests').where({ id: requestId }).first(), user: await t.db('users').where({ id }).first() }).toEqual(before);
    const steps = await t.db('data_deletion_steps').where({ deletionRequestId: (await deletionRow(code)).id }).pluck('step');
    expect(steps.filter((step: string) => step === 'anonymised')).toHaveLength(1);
  });

  it("anonymises the citizen's own words too: the rating's comment, reopen reasons, the appeal, and the numbers in the description", async () => {
    const { id } = await citizen();
    const requestId = await insertRequest(t.db, { submitterId: id, status: 'resolved' });
    const words = 'My pension (PPO 123456789012) was stopped by Ramesh; call me on 9876543210';
    await t.db('requests').where({ id: requestId }).update({ showPublicly: true });
    await t.db('requests').where({ id: requestId }).update({ title: 'Pension of 9876543210', description: `Pension stopped. Aadhaar 1234 5678 9012, mail ram@example.in, PAN ABCDE1234F` });
    await t.db('request_feedback').insert({ requestId, citizenId: id, rating: 1, comment: words, district: 'raisen', requestType: 'infrastructure', requestMonth: '2031-02-01', via: 'account' });
    await t.db('request_reopens').insert({ requestId, round: 1, reason: words, source: 'rating', userId: id, fromLevel: 0, toLevel: 1 });
    await t.db('request_history').insert({ requestId, action: 'reopen', fromStatus: 'resolved', toStatus: 'pending', notes: words, userId: id, userRole: 'citizen' });
    await t.db('request_history').insert({ requestId, action: 'resolve', fromStatus: 'pending', toStatus: 'resolved', notes: 'Pension restored', userId: null, userRole: 'staff' });
    await t.db('escalations').insert({ requestId, escalationLevel: 1, reason: `reopened (1 of 2): ${words}` });
    await t.db('reopen_appeals').insert({ requestId, citizenId: id, reason: words, source: 'reopen' });
    const payload = (await t.db('users').where({ id }).first('email')).email as string;
    expect((await confirm(await linkToken(await askDeletion(payload)))).status).toBe(200);

    await job();
    const texts = JSON.stringify(
      await Promise.all([
        t.db('request_feedback').where({ requestId }).first('comment', 'rating'),
        t.db('request_reopens').where({ requestId }).pluck('reason'),
        t.db('request_history').where({ requestId }).orderBy('id').pluck('notes'),
        t.db('escalations').where({ requestId }).pluck('reason'),
        t.db('reopen_appeals').where({ requestId }).pluck('reason'),
      ]),
    );
    expect(texts).not.toContain('9876543210');
    expect(texts).not.toContain('Ramesh');
    expect(await t.db('request_feedback').where({ requestId }).first('comment', 'rating')).toEqual({ comment: null, rating: 1 });
    expect(await t.db('request_history').where({ requestId }).orderBy('id').pluck('notes')).toEqual([null, '—', 'Pension restored']);
    expect(await t.db('escalations').where({ requestId }).pluck('reason')).toEqual(['reopened (1 of 2): —']);
    // The description and title stay as the office's record, without the numbers that identify the citizen.
    expect(await t.db('requests').where({ id: requestId }).first('title', 'description')).toEqual({
      title: 'Pension of […]',
      description: 'Pension stopped. Aadhaar […], mail […], PAN […]',
    });
    const request = await t.db('requests').where({ id: requestId }).first('showPublicly', 'anonymisedAt');
    expect(request.showPublicly).toBe(false);
    expect(request.anonymisedAt).not.toBeNull();
    // History stays append-only for everything else.
    await expect(t.db('request_history').where({ requestId }).update({ notes: 'rewritten' })).rejects.toThrow('append-only');
    await expect(t.db('request_history').where({ requestId, action: 'reopen' }).update({ notes: '—', action: 'other' })).rejects.toThrow('append-only');
  });

  it('completes the removal before day 30 with the final mail, once', async () => {
    const { requestId, code, key, payload } = await confirmedCitizenWithRequest();
    await job();
    clock.advance(27 * DAY);
    await job();
    expect((await deletionRow(code)).status).toBe('anonymised');
    await expect(storage.open(key)).resolves.toBeDefined();

    clock.set(new Date(START.getTime() + 28 * DAY + 60_000));
    await job();
    const row = await deletionRow(code);
    expect(row).toMatchObject({ status: 'completed', email: null, additionalInfo: null });
    expect(new Date(row.completedAt).getTime()).toBeLessThan(START.getTime() + 30 * DAY);
    await expect(storage.open(key)).rejects.toThrow('Stored file not found');
    expect(await t.db('requests').where({ id: requestId }).first('attachmentPath', 'name')).toEqual({ attachmentPath: null, name: '—' });
    const final = await outbox(`deletion-completed-${code}`);
    expect(final).toMatchObject({ recipient: payload.email, event: 'deletion_completed', status: 'pending' });
    expect(final.body).toContain(code);

    // Once delivered, the last trace of the address goes; a second run sends nothing new.
    await t.db('notification_outbox').where({ id: final.id }).update({ status: 'sent' });
    await job();
    expect(await outbox(`deletion-completed-${code}`)).toMatchObject({ recipient: '', body: null, status: 'sent' });
    expect(await t.db('notification_outbox').where('dedupeKey', 'like', `deletion-completed-${code}%`)).toHaveLength(1);
    const steps = await t.db('data_deletion_steps').where({ deletionRequestId: row.id }).orderBy('id').pluck('step');
    expect(steps).toEqual(['requested', 'confirmed', 'anonymised', 'completed']);
  });

  it('drops the typed e-mail of a request nobody confirmed, a month after its link expired', async () => {
    const code = await askDeletion('typed-by-someone@example.in');
    clock.advance(30 * DAY);
    await job();
    expect((await deletionRow(code)).email).toBe('typed-by-someone@example.in');
    clock.advance(2 * DAY);
    await job();
    expect(await deletionRow(code)).toMatchObject({ email: null, status: 'awaiting_confirmation' });
  });
});

describe('GET /api/admin/data-deletion-requests', () => {
  it('lists the requests with their state and dates, for admins only', async () => {
    const { payload } = await citizen();
    const code = await askDeletion(payload.email);
    const admin = new TestClient(app);
    await admin.login('superadmin', 'super123');
    const res = await admin.get(`/api/admin/data-deletion-requests?search=${code}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(res.body.items[0]).toMatchObject({ requestCode: code, email: payload.email, hasAccount: true, state: 'awaiting_confirmation', confirmedAt: null, anonymiseBy: null });

    expect((await confirm(await linkToken(code))).status).toBe(200);
    const confirmed = (await admin.get(`/api/admin/data-deletion-requests?search=${code}&state=confirmed`)).body.items[0];
    expect(confirmed).toMatchObject({ state: 'confirmed', confirmedAt: START.toISOString(), anonymiseBy: new Date(START.getTime() + 7 * DAY).toISOString(), removeBy: new Date(START.getTime() + 30 * DAY).toISOString() });

    const staff = new TestClient(app);
    await staff.login('staff', 'staff123');
    const citizenClient = new TestClient(app);
    await citizenClient.login('citizen2', 'citizen123');
    expect((await staff.get('/api/admin/data-deletion-requests')).status).toBe(403);
    expect((await citizenClient.get('/api/admin/data-deletion-requests')).status).toBe(403);
    expect((await new TestClient(app).get('/api/admin/data-deletion-requests')).status).toBe(401);
    expect((await admin.get('/api/admin/data-deletion-requests?state=gone')).status).toBe(400);
  });

  it('tells expired links from waiting ones', async () => {
    const code = await askDeletion('late-reader@example.in');
    clock.advance(2 * DAY);
    const admin = new TestClient(app);
    await admin.login('admin', 'admin123');
    const res = await admin.get(`/api/admin/data-deletion-requests?search=${code}&state=expired`);
    expect(res.body.items.map((item: { requestCode: string; state: string }) => [item.requestCode, item.state])).toEqual([[code, 'expired']]);
  });
});
