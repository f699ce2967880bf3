import os from 'node:os';
import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { sha256 } from '../../../lib/tokens';
import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';
import type { AppKoa } from '../../../types';
import { insertRequest } from '../../requests/__tests__/request-test-kit';
import { LocalDiskStorage } from '../../../storage';
import { fixedClock, type ControllableClock } from '../../sla/clock';
import { runDeletionJob } from '../deletion-job';

const START = new Date('2031-05-01T06:00:00Z');
const MINUTE = 60 * 1000;

let t: TestApp;
let app: AppKoa;
let clock: ControllableClock;

beforeAll(() => {
  t = createTestApp();
  clock = fixedClock(START);
  app = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), clock });
});
beforeEach(() => clock.set(START));
afterAll(() => t.close());

let phoneSeq = 0;
/** A request filed on the public form (no account), with a phone of its own and a citizen's words. */
async function publicRequest(submitterType = 'public') {
  phoneSeq += 1;
  const phone = `98${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq).padStart(2, '0')}`;
  const id = await insertRequest(t.db, { submitterId: null, status: 'resolved', phone, name: 'Kamla Devi' });
  await t.db('requests').where({ id }).update({ submitterType, email: 'kamla@example.in', showPublicly: true });
  await t.db('request_feedback').insert({ requestId: id, rating: 1, comment: 'Kamla Devi, 9876543210: still no ration', district: 'raisen', requestType: 'infrastructure', requestMonth: '2031-04-01', via: 'track_link' });
  const { requestId: code } = await t.db('requests').where({ id }).first('requestId');
  return { id, code: code as string, phone };
}

const ask = (client: TestClient, body: Record<string, unknown>) => client.post('/api/data-deletion/by-code', body);
const confirm = (client: TestClient, body: Record<string, unknown>) => client.post('/api/data-deletion/by-code/confirm', body);
const smsOf = (requestId: number) => t.db('notification_outbox').where({ requestId, event: 'erasure_code' }).orderBy('id');
// The 6 digits standing alone (the request code's digits follow a dash).
const otpIn = (body: string) => /(?<![-\d])(\d{6})(?!\d)/.exec(body)![1]!;

describe('erasing a request filed without an account', () => {
  it('sends a one-time code to the phone of the request; only its hash is kept', async () => {
    const { id, code, phone } = await publicRequest();
    const res = await ask(new TestClient(app), { code: code.toLowerCase(), phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, language: 'en' });

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['challengeId', 'expiresInMinutes']);
    expect(res.body.expiresInMinutes).toBe(10);
    const [sms] = await smsOf(id);
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone, status: 'pending', payload: {} });
    expect(sms.body).toContain(code);
    const otp = otpIn(sms.body);
    const challenge = await t.db('request_erasure_challenges').where({ id: sha256(res.body.challengeId) }).first();
    expect(challenge).toMatchObject({ requestId: id, attempts: 0 });
    expect(JSON.stringify(challenge)).not.toContain(otp);
    expect(JSON.stringify(challenge)).not.toContain(res.body.challengeId);
    expect(new Date(challenge.expiresAt).getTime()).toBe(START.getTime() + 10 * MINUTE);
  });

  it('answers a wrong phone, an unknown code and a citizen account’s request exactly alike, and sends nothing', async () => {
    const { id, code } = await publicRequest();
    const citizens = await publicRequest('citizen');
    const answers = [
      await ask(new TestClient(app), { code, phone: '9000000001' }),
      await ask(new TestClient(app), { code: 'CC-2031-999999', phone: '9000000001' }),
      await ask(new TestClient(app), { code: citizens.code, phone: citizens.phone }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['challengeId', 'expiresInMinutes']);
    }
    expect(await smsOf(id)).toEqual([]);
    expect(await smsOf(citizens.id)).toEqual([]);
    // Whatever six digits are tried, such a challenge never erases anything.
    const res = await confirm(new TestClient(app), { challengeId: answers[0]!.body.challengeId, otp: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.messageKey).toBe('erasureOtpWrong');
  });

  it('with the right code: anonymises the request at once (unpublished, the citizen’s words gone) and records a deletion', async () => {
    const { id, code, phone } = await publicRequest();
    const client = new TestClient(app);
    const { challengeId } = (await ask(client, { code, phone })).body;
    const otp = otpIn((await smsOf(id))[0].body);

    const res = await confirm(client, { challengeId, otp });

    expect([res.status, res.body.messageKey]).toEqual([200, undefined]);
    expect(res.body).toEqual({ requestCode: expect.stringMatching(/^DEL-2031-[A-Z2-9]{8}$/), success: true });
    const request = await t.db('requests').where({ id }).first();
    expect(request).toMatchObject({ name: '—', phone: '', email: null, showPublicly: false, status: 'resolved' });
    expect(request.anonymisedAt).not.toBeNull();
    expect((await t.db('request_feedback').where({ requestId: id }).first('comment')).comment).toBeNull();
    const deletion = await t.db('data_deletion_requests').where({ requestCode: res.body.requestCode }).first();
    expect(deletion).toMatchObject({ serviceRequestId: id, status: 'anonymised', userId: null, email: null });
    const steps = await t.db('data_deletion_steps').where({ deletionRequestId: deletion.id }).orderBy('id').select('step', 'detail');
    expect(steps).toEqual([{ step: 'confirmed', detail: { via: 'request_code' } }, { step: 'anonymised', detail: { requestIds: [id], messagesRedacted: expect.any(Number) } }]);
    // The SMS keeps no code; the code works once; the phone is gone, so asking again sends nothing.
    expect((await smsOf(id))[0]).toMatchObject({ recipient: '', body: null });
    expect((await confirm(client, { challengeId, otp })).status).toBe(400);
    await ask(client, { code, phone });
    expect(await smsOf(id)).toHaveLength(1);

    // The deletion job completes it like an account's (files), within the 30 days, with no mail to send.
    clock.advance(28 * 24 * 60 * MINUTE + MINUTE);
    await runDeletionJob(t.db, { clock, storage: new LocalDiskStorage(os.tmpdir()) });
    expect(await t.db('data_deletion_requests').where({ id: deletion.id }).first('status', 'email')).toEqual({ status: 'completed', email: null });
    expect(await t.db('notification_outbox').where({ dedupeKey: `deletion-completed-${res.body.requestCode}` }).first()).toBeUndefined();
  });

  it('refuses a wrong code, and after five wrong tries even the right one', async () => {
    const { id, code, phone } = await publicRequest();
    const client = new TestClient(app);
    const { challengeId } = (await ask(client, { code, phone })).body;
    const otp = otpIn((await smsOf(id))[0].body);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await confirm(client, { challengeId, otp: wrong });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ messageKey: 'erasureOtpWrong', field: 'otp' });
    }
    expect((await confirm(client, { challengeId, otp })).status).toBe(400);
    expect((await t.db('requests').where({ id }).first('anonymisedAt')).anonymisedAt).toBeNull();
  });

  it('refuses the code once it expired (10 minutes)', async () => {
    const { id, code, phone } = await publicRequest();
    const client = new TestClient(app);
    const { challengeId } = (await ask(client, { code, phone })).body;
    const otp = otpIn((await smsOf(id))[0].body);
    clock.advance(10 * MINUTE + 1000);
    expect((await confirm(client, { challengeId, otp })).status).toBe(400);
    expect((await t.db('requests').where({ id }).first('phone')).phone).toBe(phone);
  });

  it('sends at most three codes a day for one request code', async () => {
    const { id, code, phone } = await publicRequest();
    for (let i = 0; i < 4; i += 1) expect((await ask(new TestClient(app), { code, phone })).status).toBe(200);
    expect(await smsOf(id)).toHaveLength(3);
  });

  it('limits each address, needs the CSRF token and refuses unknown fields', async () => {
    const limited = createApp({ db: t.db, config: { ...t.config, trustProxyHops: 1, rateLimit: { windowSeconds: 900, maxWrites: 3 } }, logger: createLogger('silent'), clock });
    const from = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const { code, phone } = await publicRequest();
    const client = new TestClient(limited, from);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await ask(client, { code, phone })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const confirms = [];
    for (let i = 0; i < 4; i += 1) confirms.push((await confirm(client, { challengeId: 'x', otp: '123456' })).status);
    expect(confirms).toEqual([400, 400, 400, 429]);

    const noCsrf = await new TestClient(app).agent.post('/api/data-deletion/by-code').send({ code, phone });
    expect(noCsrf.status).toBe(403);
    expect((await ask(new TestClient(app), { code, phone, email: 'x@example.in' })).status).toBe(400);
    expect((await confirm(new TestClient(app), { challengeId: 'x', otp: '12345' })).body.messageKey).toBe('erasureOtpInvalid');
  });
});
