import { validationMessages } from '@cc/validation';
import request from 'supertest';
import { cookieValue, createTestApp, TestClient, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const deletion = { email: 'someone@example.in', reason: 'other', additionalInfo: '' };

describe('CSRF protection', () => {
  it('issues a readable cc_csrf cookie to a caller that lacks one', async () => {
    const res = await request(t.app.callback()).get('/api/public/events');
    expect(cookieValue(res, 'cc_csrf')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('anonymous: a POST without the header is 403', async () => {
    const client = new TestClient(t.app);
    await client.prime();
    const res = await client.agent.post('/api/data-deletion').send(deletion);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: validationMessages.invalidCsrf.en, messageKey: 'invalidCsrf' });
  });

  it('anonymous: a header that differs from the cookie is 403', async () => {
    const client = new TestClient(t.app);
    await client.prime();
    const res = await client.agent.post('/api/data-deletion').set('x-csrf-token', 'forged-token-value').send(deletion);
    expect(res.status).toBe(403);
  });

  it('anonymous: header and cookie both forged but equal only pass when the cookie came with the request', async () => {
    const res = await request(t.app.callback()).post('/api/data-deletion').set('x-csrf-token', 'abc').send(deletion);
    expect(res.status).toBe(403);
  });

  it('anonymous: the double-submitted token passes', async () => {
    const res = await new TestClient(t.app).post('/api/data-deletion', deletion);
    expect(res.status).toBe(201);
  });

  it('logged in: the header must be the session token, not just any value equal to the cookie', async () => {
    const client = new TestClient(t.app);
    const login = await client.post('/api/auth/login', { username: 'citizen', password: 'citizen123' });
    const sessionCsrf = cookieValue(login, 'cc_csrf')!;
    const row = await t.db('sessions').where({ csrfToken: sessionCsrf }).first();
    expect(row).toBeDefined();
    // A cookie planted by an attacker (same value in cookie and header) is not the session's token.
    const session = login.headers['set-cookie'] as unknown as string[];
    const sessionCookie = session.find((line) => line.startsWith('cc_session='))!.split(';')[0];
    const planted = await request(t.app.callback())
      .post('/api/auth/logout')
      .set('Cookie', `${sessionCookie}; cc_csrf=planted`)
      .set('x-csrf-token', 'planted');
    expect(planted.status).toBe(403);
    const ok = await client.post('/api/auth/logout');
    expect(ok.status).toBe(200);
  });

  it('multipart bodies are checked too', async () => {
    const client = new TestClient(t.app);
    await client.login('citizen', 'citizen123');
    const without = await client.agent.post('/api/data-deletion').field('email', 'a@example.in').attach('file', Buffer.from('x'), 'x.txt');
    expect(without.status).toBe(403);
    const wrong = await client.agent
      .post('/api/data-deletion')
      .set('x-csrf-token', 'wrong')
      .field('email', 'a@example.in')
      .attach('file', Buffer.from('x'), 'x.txt');
    expect(wrong.status).toBe(403);
  });

  it('GET requests need no token', async () => {
    const res = await request(t.app.callback()).get('/api/request-types');
    expect(res.status).toBe(200);
  });
});
