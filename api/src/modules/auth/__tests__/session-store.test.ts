import { createHash } from 'node:crypto';
import request from 'supertest';
import { cookieValue, createTestApp, setCookieLine, TestClient, type TestApp } from '../../../../test/support/test-app';

/**
 * What koa-session with the PostgreSQL store (middleware/session.ts, session-store.ts) promises beyond
 * login.test.ts: shared between API processes, a rolling idle cookie, one row write a minute at most.
 */

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

/**
 * The row of this client's own session (the table keys rows by sha256 of the cookie): other test files
 * on the run's database leave sessions of the same demo users behind.
 */
async function signIn(client: TestClient, username: string, password: string): Promise<string> {
  const res = await client.post('/api/auth/login', { username, password });
  expect(res.status).toBe(200);
  return createHash('sha256').update(cookieValue(res, 'cc_session')!).digest('hex');
}
const sessionRow = (id: string) => t.db('sessions').where({ id }).first();
const lastSeen = async (id: string) => new Date((await sessionRow(id)).lastSeenAt).getTime();

describe('sessions on koa-session with the PostgreSQL store', () => {
  it('two API processes share sessions: a login on one is valid on the other, a logout on the other ends it', async () => {
    const other = createTestApp();
    try {
      const client = new TestClient(t.app);
      const login = await client.post('/api/auth/login', { username: 'staff', password: 'staff123' });
      const cookie = `cc_session=${cookieValue(login, 'cc_session')}; cc_csrf=${cookieValue(login, 'cc_csrf')}`;
      const onOther = await request(other.app.callback()).get('/api/auth/user').set('Cookie', cookie);
      expect(onOther.status).toBe(200);
      expect(onOther.body.user.username).toBe('staff');
      const out = await request(other.app.callback())
        .post('/api/auth/logout')
        .set('Cookie', cookie)
        .set('x-csrf-token', cookieValue(login, 'cc_csrf')!);
      expect(out.status).toBe(200);
      expect((await client.get('/api/auth/user')).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('the cookie is unsigned (no cc_session.sig) and rolls: each answer to a signed-in caller renews its 30 minutes', async () => {
    const client = new TestClient(t.app);
    const login = await client.post('/api/auth/login', { username: 'citizen', password: 'citizen123' });
    expect(setCookieLine(login, 'cc_session.sig')).toBeUndefined();
    const res = await client.get('/api/auth/user');
    const line = setCookieLine(res, 'cc_session')!;
    expect(line).toBeDefined();
    const expires = new Date(/expires=([^;]+)/i.exec(line)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 60 * 1000))).toBeLessThan(60 * 1000);
  });

  it('an anonymous caller gets no session cookie (nothing is stored for it)', async () => {
    const res = await request(t.app.callback()).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(setCookieLine(res, 'cc_session')).toBeUndefined();
  });

  it('the idle clock is written at most once a minute per session', async () => {
    const client = new TestClient(t.app);
    const id = await signIn(client, 'citizen2', 'citizen123');
    const twoMinutesAgo = Date.now() - 2 * 60 * 1000;
    await t.db('sessions').where({ id }).update({ lastSeenAt: new Date(twoMinutesAgo) });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const touched = await lastSeen(id);
    expect(touched).toBeGreaterThan(twoMinutesAgo + 60 * 1000);
    // Within the minute: further requests leave the row alone.
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(await lastSeen(id)).toBe(touched);
  });

  it('a cookie naming a dead session is cleared and its row deleted on sight', async () => {
    const client = new TestClient(t.app);
    const id = await signIn(client, 'official', 'official123');
    await t.db('sessions').where({ id }).update({ lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) });
    const res = await client.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(setCookieLine(res, 'cc_session')).toMatch(/^cc_session=;/);
    expect(await sessionRow(id)).toBeUndefined();
  });
});
