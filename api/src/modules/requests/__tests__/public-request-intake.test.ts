import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../config/config';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { AppKoa } from '../../../types';
import { captcha, FORM, PNG } from './request-test-kit';

// The public form of /submit-request: a visitor with no account files a request (spec §1, §2, §7).
// A database of its own, so the per-address budget and the row counts below are this file's alone.
const PER_ADDRESS = 3;
let isolated: IsolatedDatabase;
let app: AppKoa;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-public-intake-'));
beforeAll(async () => {
  isolated = await createIsolatedDatabase({ dataDir, trustProxyHops: 1, rateLimit: { windowSeconds: 900, maxWrites: PER_ADDRESS } });
  app = isolated.app().app;
});
afterAll(async () => {
  await isolated.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let nextAddress = 1;
/** A visitor from an address of their own (every test starts with a full budget). */
const visitor = () => new TestClient(app, `198.51.100.${nextAddress++}`);
const rowOf = (code: string) => isolated.pool()('requests').where({ requestId: code }).first();
const countByDescription = async (description: string) =>
  Number((await isolated.pool()('requests').where({ description }).count({ n: '*' }).first())!.n);

describe('POST /api/requests without an account', () => {
  it('files with a solved captcha and answers the request code, which is the stored row', async () => {
    const client = visitor();
    const res = await client.post('/api/requests', { ...FORM, description: 'Public: street light out', ...(await captcha(client, 'hi')) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ requestId: expect.stringMatching(/^CC-\d{4}-\d{6,}$/), status: 'pending', submitterType: 'public', submitterId: null });
    const row = await rowOf(res.body.requestId);
    expect(row).toMatchObject({ id: res.body.id, description: 'Public: street light out', name: FORM.name, phone: FORM.phone, submitterId: null, submitterType: 'public' });
    const history = await isolated.pool()('request_history').where({ requestId: row.id });
    expect(history).toEqual([expect.objectContaining({ action: 'submitted', toStatus: 'pending', userId: null, userRole: 'public' })]);
  });

  it('refuses a submit without a captcha, or with a wrong answer, and files nothing', async () => {
    const client = visitor();
    const description = 'Public: no captcha';
    const none = await client.post('/api/requests', { ...FORM, description });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: 'Please complete the security verification', messageKey: 'completeSecurityVerification' });
    const c = await captcha(client);
    const wrong = await client.post('/api/requests', { ...FORM, description, ...c, captchaAnswer: String(Number(c.captchaAnswer) + 1) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ messageKey: 'securityVerificationFailed', field: 'captchaAnswer' });
    expect(await countByDescription(description)).toBe(0);
  });

  it('never lets a visitor choose status, assignee, level, response or submitter: the server decides them', async () => {
    const client = visitor();
    const admin = await isolated.pool()('users').where({ username: 'admin' }).first('id');
    const res = await client.post('/api/requests', {
      ...FORM,
      description: 'Public: tries to set server fields',
      ...(await captcha(client)),
      status: 'resolved',
      assignedTo: admin.id,
      escalationLevel: 5,
      response: 'Done already',
      submitterId: admin.id,
      submitterType: 'citizen',
      attachmentType: 'pdf',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', assignedTo: null, escalationLevel: 0, response: null, submitterId: null, submitterType: 'public' });
    expect(await rowOf(res.body.requestId)).toMatchObject({
      status: 'pending',
      assignedTo: null,
      escalationLevel: 0,
      response: null,
      submitterId: null,
      submitterType: 'public',
      attachmentType: null,
    });
  });

  it('refuses such a field when it is not a plain value, and any field the form does not have (400, nothing filed)', async () => {
    const client = visitor();
    const description = 'Public: malformed fields';
    const object = await client.post('/api/requests', { ...FORM, description, ...(await captcha(client)), status: { $set: 'resolved' } });
    expect(object.status).toBe(400);
    expect(object.body).toMatchObject({ field: 'status' });
    const unknown = await client.post('/api/requests', { ...FORM, description, ...(await captcha(client)), resolvedAt: '2026-01-01' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'resolvedAt' });
    expect(await countByDescription(description)).toBe(0);
  });

  it('takes a photo from the form (multipart), which only the office can open afterwards', async () => {
    const client = visitor();
    await client.prime();
    const req = client.agent.post('/api/requests').set('x-csrf-token', client.csrf!);
    for (const [key, value] of Object.entries({ ...FORM, description: 'Public: with a photo', ...(await captcha(client)) })) req.field(key, value);
    const res = await req.attach('attachment', PNG, 'hand-pump.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ attachmentType: 'image', submitterType: 'public' });
    // The code is no key to the file or the request: reading needs an account that may see it.
    expect((await client.get(`/api/requests/${res.body.id}/attachment`)).status).toBe(401);
    expect((await client.get(`/api/requests/${res.body.id}`)).status).toBe(401);
    const office = new TestClient(app, '198.51.100.250');
    await office.login('admin', 'admin123');
    const download = await office.get(`/api/requests/${res.body.id}/attachment`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it('answers a retried submit (same Idempotency-Key, same address) with the first request, not a second one', async () => {
    const client = visitor();
    const body = { ...FORM, description: 'Public: retried on a bad network', ...(await captcha(client)) };
    const send = () => client.agent.post('/api/requests').set('x-csrf-token', client.csrf!).set('Idempotency-Key', 'public-retry-1').send(body);
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.requestId).toBe(first.body.requestId);
    expect(await countByDescription(body.description)).toBe(1);
  });

  it('answers the first request to a retry after a lost reply that comes from another network address (a phone moving between networks)', async () => {
    const first = visitor();
    const body = { ...FORM, description: 'Public: reply lost, retried on mobile data', ...(await captcha(first)) };
    const sent = await first.agent.post('/api/requests').set('x-csrf-token', first.csrf!).set('Idempotency-Key', 'public-moved-1').send(body);
    expect(sent.status).toBe(201);
    // The reply never arrived; the citizen answers a fresh question from another address.
    const moved = visitor();
    const movedAnswer = await captcha(moved);
    const retry = await moved.agent.post('/api/requests').set('x-csrf-token', moved.csrf!).set('Idempotency-Key', 'public-moved-1').send({ ...body, ...movedAnswer });
    expect(retry.status).toBe(201);
    expect(retry.body.requestId).toBe(sent.body.requestId);
    expect(await countByDescription(body.description)).toBe(1);
    // The key is no handle on someone else's request: another phone with the same key is refused.
    const other = visitor();
    const otherAnswer = await captcha(other);
    const stranger = await other.agent
      .post('/api/requests')
      .set('x-csrf-token', other.csrf!)
      .set('Idempotency-Key', 'public-moved-1')
      .send({ ...body, phone: '9123456780', ...otherAnswer });
    expect(stranger.status).toBe(201);
    expect(stranger.body.requestId).not.toBe(sent.body.requestId);
  });
});

describe('the per-address budget of anonymous submits', () => {
  it('ships 30 anonymous writes per address in 15 minutes', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimit).toEqual({ windowSeconds: 900, maxWrites: 30 });
  });

  it(`the ${PER_ADDRESS + 1}th submit from one address is 429 with Retry-After; it files nothing and spends no captcha`, async () => {
    const from = '203.0.113.50';
    const client = new TestClient(app, from);
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await client.post('/api/requests', { ...FORM, description: `Public: budget ${i}`, ...(await captcha(client)) })).status).toBe(201);
    }
    const c = await captcha(client);
    const refused = await client.post('/api/requests', { ...FORM, description: 'Public: over budget', ...c });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many requests. Please try again later.', messageKey: 'tooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countByDescription('Public: over budget')).toBe(0);
    // Refused before the handler: the challenge is still unanswered.
    expect((await client.post('/api/captcha/verify', { token: c.captchaToken, answer: c.captchaAnswer })).body).toEqual({ valid: true });

    // Counted in PostgreSQL: a second API process refuses the same address too.
    const secondProcess = new TestClient(isolated.app().app, from);
    expect((await secondProcess.post('/api/requests', { ...FORM, ...(await captcha(secondProcess)) })).status).toBe(429);
    // Another address has its own budget; a signed-in citizen at the same address has the account's.
    const neighbour = new TestClient(app, '203.0.113.51');
    expect((await neighbour.post('/api/requests', { ...FORM, ...(await captcha(neighbour)) })).status).toBe(201);
    const citizen = new TestClient(app, from);
    await citizen.login('citizen', 'citizen123');
    expect((await citizen.post('/api/requests', { ...FORM, ...(await captcha(citizen)) })).status).toBe(201);
  });
});
