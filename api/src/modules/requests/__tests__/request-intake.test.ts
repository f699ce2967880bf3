import { TestClient } from '../../../../test/support/test-app';
import { createStorage } from '../../../storage';
import { sweepUploads } from '../request-upload.service';
import { captcha, createKit, FORM, HTML, PDF, PNG, submit, type Kit } from './request-test-kit';

let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

const multipart = (client: TestClient, path = '/api/requests') => client.agent.post(path).set('x-csrf-token', client.csrf ?? '');
// Other suites write to the same database in parallel: count only this file's requests.
const MARK = `intake-${process.pid}-${Date.now()}`;
const countRequests = async () => Number((await kit.db('requests').where({ description: MARK }).count({ n: '*' }).first())!.n);

async function multipartSubmit(client: TestClient, file: Buffer, fileName: string, extra: Record<string, string> = {}) {
  const fields = { ...FORM, description: MARK, ...(await captcha(client)), ...extra };
  const req = multipart(client);
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return req.attach('attachment', file, fileName);
}

describe('captcha', () => {
  it('asks an arithmetic question in English or Hindi', async () => {
    const client = kit.personas.anonymous.client;
    const en = await client.get('/api/captcha?lang=en');
    expect(en.body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), question: expect.stringMatching(/^What is \d+ (plus|minus) \d+\?$/) });
    const hi = await client.get('/api/captcha?lang=hi');
    expect(hi.body.question).toMatch(/योग|घटाने/);
    expect(en.headers['cache-control']).toBe('no-store');
  });

  it('verifies a right answer, burns a wrong one, and refuses forged tokens', async () => {
    const client = kit.personas.anonymous.client;
    const right = await captcha(client);
    expect((await client.post('/api/captcha/verify', { token: right.captchaToken, answer: right.captchaAnswer })).body).toEqual({ valid: true });

    const wrong = await captcha(client);
    expect((await client.post('/api/captcha/verify', { token: wrong.captchaToken, answer: '999' })).body).toEqual({ valid: false });
    expect((await client.post('/api/captcha/verify', { token: wrong.captchaToken, answer: wrong.captchaAnswer })).body).toEqual({ valid: false });
    expect((await client.post('/api/captcha/verify', { token: 'A'.repeat(22), answer: '1' })).body).toEqual({ valid: false });
    // Not a token at all (an operator object): a malformed body, refused before any lookup.
    const forged = await client.post('/api/captcha/verify', { token: { $ne: 1 }, answer: [] });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ field: 'token', messageKey: 'invalidValue' });
  });

  it('expires challenges', async () => {
    const client = kit.personas.anonymous.client;
    const c = await captcha(client);
    await kit.db('captcha_challenges').update({ expiresAt: kit.db.raw("now() - interval '1 second'") }).whereRaw('expires_at > now()');
    expect((await client.post('/api/captcha/verify', { token: c.captchaToken, answer: c.captchaAnswer })).body).toEqual({ valid: false });
  });
});

describe('POST /api/requests', () => {
  it('files a public request: pending, level 0, unassigned, with a display code and a history row', async () => {
    const res = await submit(kit.personas.anonymous.client);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      escalationLevel: 0,
      assignedTo: null,
      response: null,
      submitterId: null,
      submitterType: 'public',
      priority: 'low',
      requestId: expect.stringMatching(/^CC-\d{4}-\d{6,}$/),
      title: 'Infrastructure',
      workflow: { stages: expect.arrayContaining([{ name: 'Under Review', status: 'current', date: null }]) },
    });
    const history = await kit.db('request_history').where({ requestId: res.body.id });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'submitted', toStatus: 'pending' });
  });

  it('records the logged-in citizen as submitter and ignores server-controlled fields', async () => {
    const citizen = kit.personas.citizenA;
    const res = await submit(citizen.client, { status: 'resolved', escalationLevel: 5, assignedTo: 1, response: 'x', submitterId: 999 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ submitterId: citizen.user!.id, submitterType: 'citizen', status: 'pending', escalationLevel: 0, assignedTo: null, response: null });
  });

  it('asks for every required field with the spec message', async () => {
    const before = await countRequests();
    const res = await submit(kit.personas.anonymous.client, { description: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Please fill all required fields', messageKey: 'fillAllRequiredFields', field: 'description' });
    const noCaptcha = await kit.personas.anonymous.client.post('/api/requests', { ...FORM, description: MARK });
    expect(noCaptcha.body).toMatchObject({ error: 'Please complete the security verification' });
    expect(await countRequests()).toBe(before);
  });

  it('refuses a wrong answer and a replayed captcha', async () => {
    const client = kit.personas.anonymous.client;
    const c = await captcha(client);
    const wrong = await client.post('/api/requests', { ...FORM, ...c, captchaAnswer: '99' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'Security verification failed. Please try again.', messageKey: 'securityVerificationFailed' });
    // A wrong answer burns the challenge: the right answer no longer works.
    expect((await client.post('/api/requests', { ...FORM, ...c })).status).toBe(400);

    const once = await captcha(client);
    expect((await client.post('/api/requests', { ...FORM, ...once })).status).toBe(201);
    expect((await client.post('/api/requests', { ...FORM, ...once })).body.messageKey).toBe('securityVerificationFailed');
  });

  it('returns the first result for a retried submit with the same Idempotency-Key', async () => {
    const client = kit.personas.citizenA.client;
    const body = { ...FORM, description: 'Idempotent one', ...(await captcha(client)) };
    const first = await client.agent.post('/api/requests').set('x-csrf-token', client.csrf!).set('Idempotency-Key', 'k-123').send(body);
    const retry = await client.agent.post('/api/requests').set('x-csrf-token', client.csrf!).set('Idempotency-Key', 'k-123').send(body);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await kit.db('requests').where({ description: 'Idempotent one' }).count({ n: '*' }).first()).toEqual({ n: 1 });
    const other = await client.agent.post('/api/requests').set('x-csrf-token', client.csrf!).set('Idempotency-Key', 'k-123').send({ ...body, description: 'Different' });
    expect(other.status).toBe(422);
  });

  it('refuses an unknown request type', async () => {
    expect((await submit(kit.personas.anonymous.client, { requestType: 'no-such-type' })).body).toMatchObject({ field: 'requestType' });
  });
});

describe('attachments', () => {
  it('accepts a PNG renamed .pdf as an image, judged by content', async () => {
    const res = await multipartSubmit(kit.personas.citizenA.client, PNG, 'scan.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ attachmentType: 'image', attachmentName: 'scan.png', attachmentUrl: `/api/requests/${res.body.id}/attachment` });
    const row = await kit.db('requests').where({ id: res.body.id }).first();
    expect(row.attachmentPath).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(kit.uploadsOnDisk()).toContain(row.attachmentPath);
  });

  it('refuses an HTML file named .jpg, leaving no row and no file', async () => {
    const before = [await countRequests(), kit.uploadsOnDisk().length];
    const res = await multipartSubmit(kit.personas.citizenA.client, HTML, 'photo.jpg');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Only PDF, JPG, JPEG and PNG files are allowed');
    expect([await countRequests(), kit.uploadsOnDisk().length]).toEqual(before);
  });

  it('refuses 20 MB + 1 byte with 413 and the spec message, leaving nothing', async () => {
    const before = [await countRequests(), kit.uploadsOnDisk().length];
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const res = await multipartSubmit(kit.personas.citizenA.client, big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'File size must be less than 20MB', messageKey: 'attachmentTooLarge' });
    expect([await countRequests(), kit.uploadsOnDisk().length]).toEqual(before);
  });

  it('never lets a traversal file name escape the uploads folder', async () => {
    const res = await multipartSubmit(kit.personas.citizenA.client, PDF, '../../../../etc/cron.d/evil.pdf');
    expect(res.status).toBe(201);
    expect(res.body.attachmentName).toBe('evil.pdf');
    const row = await kit.db('requests').where({ id: res.body.id }).first();
    expect(row.attachmentPath).toMatch(/^[a-f0-9]{32}\.pdf$/);
  });

  it('stores no file when the captcha answer is wrong', async () => {
    const before = kit.uploadsOnDisk().length;
    const res = await multipartSubmit(kit.personas.citizenA.client, PDF, 'a.pdf', { captchaAnswer: '99' });
    expect(res.status).toBe(400);
    expect(kit.uploadsOnDisk()).toHaveLength(before);
  });

  it('leaves no row and no file when the transaction fails after the file was stored', async () => {
    await kit.db.raw(`create or replace function fail_crash() returns trigger language plpgsql as $$
      begin if new.name = 'CRASH' then raise exception 'simulated failure'; end if; return new; end; $$`);
    await kit.db.raw('create trigger fail_crash before insert on requests for each row execute function fail_crash()');
    try {
      const before = [await countRequests(), kit.uploadsOnDisk().length];
      const res = await multipartSubmit(kit.personas.citizenA.client, PDF, 'crash-test.pdf', { name: 'CRASH' });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: 'An error occurred' });
      expect([await countRequests(), kit.uploadsOnDisk().length]).toEqual(before);
      expect(await kit.db('request_uploads').whereNull('claimedAt').where('fileName', 'crash-test.pdf')).toEqual([]);
    } finally {
      await kit.db.raw('drop trigger fail_crash on requests');
    }
  });

  it('records every stored file before writing it, so a crash leaves a row the sweep cleans up', async () => {
    const res = await multipartSubmit(kit.personas.citizenA.client, PNG, 'kept.png');
    const row = await kit.db('requests').where({ id: res.body.id }).first();
    expect(await kit.db('request_uploads').where({ storageKey: row.attachmentPath }).first()).toMatchObject({ claimedAt: expect.any(Date) });

    // A process killed after staging: the row exists, no request claimed it.
    const upload = await kit.personas.citizenA.client.agent.post('/api/upload').set('x-csrf-token', kit.personas.citizenA.client.csrf!).attach('file', PDF, 'lost.pdf');
    const staged = await kit.db('request_uploads').where({ fileName: 'lost.pdf' }).first();
    expect(upload.status).toBe(201);
    expect(kit.uploadsOnDisk()).toContain(staged.storageKey);
    await kit.db('request_uploads').where({ id: staged.id }).update({ createdAt: kit.db.raw("now() - interval '25 hours'") });
    expect(await sweepUploads(kit.db, createStorage({ dataDir: kit.dataDir }))).toBeGreaterThanOrEqual(1);
    expect(kit.uploadsOnDisk()).not.toContain(staged.storageKey);
    expect(kit.uploadsOnDisk()).toContain(row.attachmentPath);
  });

  it('downloads only for those who may see the request, with a safe Hindi file name and nosniff', async () => {
    const res = await multipartSubmit(kit.personas.citizenA.client, PDF, 'आवेदन पत्र.pdf');
    const path = `/api/requests/${res.body.id}/attachment`;
    const own = await kit.personas.citizenA.client.get(path);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="_ _.pdf"; filename*=UTF-8''${encodeURIComponent('आवेदन पत्र.pdf')}`);
    expect(Buffer.from(own.body).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await kit.personas.citizenB.client.get(path)).status).toBe(404);
    expect((await kit.personas.anonymous.client.get(path)).status).toBe(401);
    expect((await kit.personas.admin.client.get(path)).status).toBe(200);
  });

  it('supports upload first, then a submit naming the returned url (once, by the uploader only)', async () => {
    const client = kit.personas.citizenA.client;
    const upload = await multipart(client, '/api/upload').attach('file', PNG, 'x.png');
    expect(upload.status).toBe(201);
    expect(upload.body).toEqual({ url: expect.stringMatching(/^\/api\/uploads\/[A-Za-z0-9_-]{22}$/) });
    expect((await submit(kit.personas.citizenB.client, { attachmentUrl: upload.body.url })).status).toBe(400);
    const res = await submit(client, { attachmentUrl: upload.body.url });
    expect(res.status).toBe(201);
    expect(res.body.attachmentType).toBe('image');
    expect((await submit(client, { attachmentUrl: upload.body.url })).status).toBe(400);
    const html = await multipart(client, '/api/upload').attach('file', HTML, 'x.jpg');
    expect(html.status).toBe(400);
  });
});
