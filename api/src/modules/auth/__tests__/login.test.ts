import request from 'supertest';
import { cookieValue, createTestApp, setCookieLine, TestClient, type TestApp } from '../../../../test/support/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const DEMO = [
  ['citizen', 'citizen123', 'citizen'],
  ['citizen2', 'citizen123', 'citizen'],
  ['staff', 'staff123', 'staff'],
  ['minister_staff', 'minister123', 'minister_staff'],
  ['official', 'official123', 'government_official'],
  ['admin', 'admin123', 'admin'],
  ['superadmin', 'super123', 'super_admin'],
] as const;

describe('POST /api/auth/login', () => {
  it.each(DEMO)('%s logs in with the demo password and gets role %s', async (username, password, role) => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/login', { username, password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username, role });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.body)).not.toMatch(/argon2/);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe(username);
  });

  it.each(DEMO)('%s with a wrong password gets 401 Invalid username or password', async (username) => {
    const res = await new TestClient(t.app).post('/api/auth/login', { username: `${username}`, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'Invalid username or password', messageKey: 'invalidCredentials' });
  });

  it('an unknown user gets the same answer as a wrong password', async () => {
    const res = await new TestClient(t.app).post('/api/auth/login', { username: 'nobody-here', password: 'whatever1' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Invalid username or password');
  });

  it('missing fields answer 400 Please fill all fields', async () => {
    const res = await new TestClient(t.app).post('/api/auth/login', { username: 'citizen' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Please fill all fields', field: 'password', messageKey: 'fillAllFields' });
  });

  it('sets an HttpOnly SameSite=Lax session cookie and a readable CSRF cookie', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/login', { username: 'citizen', password: 'citizen123' });
    const session = setCookieLine(res, 'cc_session')!;
    expect(session).toMatch(/httponly/i);
    expect(session).toMatch(/samesite=lax/i);
    expect(session).toMatch(/path=\//i);
    expect(session).not.toMatch(/secure/i);
    const token = session.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const csrf = setCookieLine(res, 'cc_csrf')!;
    expect(csrf).not.toMatch(/httponly/i);
    expect(csrf).toMatch(/samesite=lax/i);
  });

  it('stores only the sha256 of the session token', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/auth/login', { username: 'staff', password: 'staff123' });
    const token = setCookieLine(res, 'cc_session')!.split(';')[0]!.split('=')[1]!;
    expect(await t.db('sessions').where({ id: token }).first()).toBeUndefined();
    const { createHash } = await import('node:crypto');
    expect(await t.db('sessions').where({ id: createHash('sha256').update(token).digest('hex') }).first()).toBeDefined();
  });

  it('regenerates the session at login: the previous session row is gone', async () => {
    const client = new TestClient(t.app);
    const first = await client.post('/api/auth/login', { username: 'citizen', password: 'citizen123' });
    const firstToken = setCookieLine(first, 'cc_session')!.split(';')[0];
    const second = await client.post('/api/auth/login', { username: 'citizen', password: 'citizen123' });
    const secondToken = setCookieLine(second, 'cc_session')!.split(';')[0];
    expect(secondToken).not.toBe(firstToken);
    const replay = await request(t.app.callback()).get('/api/auth/user').set('Cookie', firstToken!);
    expect(replay.status).toBe(401);
  });

  it('marks cookies Secure in production', async () => {
    const prod = createTestApp({ nodeEnv: 'production', isProduction: true });
    try {
      // A browser would not send Secure cookies back over http, so the test passes them by hand.
      const first = await request(prod.app.callback()).get('/api/auth/user');
      expect(setCookieLine(first, 'cc_csrf')).toMatch(/secure/i);
      const csrf = cookieValue(first, 'cc_csrf')!;
      const res = await request(prod.app.callback())
        .post('/api/auth/login')
        .set('Cookie', `cc_csrf=${csrf}`)
        .set('x-csrf-token', csrf)
        .send({ username: 'citizen', password: 'citizen123' });
      expect(res.status).toBe(200);
      expect(setCookieLine(res, 'cc_session')).toMatch(/secure/i);
      expect(setCookieLine(res, 'cc_csrf')).toMatch(/secure/i);
    } finally {
      await prod.close();
    }
  });
});

describe('logout and session lifetime', () => {
  it('logout ends the session: replaying the old cookie gets 401', async () => {
    const client = new TestClient(t.app);
    const login = await client.post('/api/auth/login', { username: 'admin', password: 'admin123' });
    const cookie = setCookieLine(login, 'cc_session')!.split(';')[0]!;
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(setCookieLine(out, 'cc_session')).toMatch(/cc_session=;/);
    const replay = await request(t.app.callback()).get('/api/auth/user').set('Cookie', cookie);
    expect(replay.status).toBe(401);
  });

  it('a session idle for more than 30 minutes is dead', async () => {
    const client = new TestClient(t.app);
    const user = await client.login('citizen2', 'citizen123');
    expect((await client.get('/api/auth/user')).status).toBe(200);
    await t.db('sessions').where({ userId: user.id }).update({ lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) });
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('a session older than 12 hours is dead even when active', async () => {
    const client = new TestClient(t.app);
    const user = await client.login('official', 'official123');
    await t.db('sessions').where({ userId: user.id }).update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('a disabled user is logged out at the next request', async () => {
    const client = new TestClient(t.app);
    const reg = await client.post('/api/auth/register', {
      firstName: 'Dis', lastName: 'Abled', email: 'disabled.user@example.in', phone: '9000000001', district: 'dewas',
      address: 'x', pincode: '455001', username: 'disabled_user', password: 'mahua-grove-7', confirmPassword: 'mahua-grove-7',
      agreedToTerms: true, agreedToPrivacy: true,
    });
    expect(reg.status).toBe(201);
    await t.db('users').where({ id: reg.body.user.id }).update({ isActive: false });
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('GET /api/auth/user is 401 when anonymous', async () => {
    const res = await new TestClient(t.app).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Authentication required', messageKey: 'authRequired' });
  });
});

describe('login throttling', () => {
  it('after 10 consecutive failures from one address the 11th try is 429 with Retry-After', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 10; i += 1) {
      const res = await client.post('/api/auth/login', { username: 'citizen2', password: `bad-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await client.post('/api/auth/login', { username: 'citizen2', password: 'citizen123' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.messageKey).toBe('tooManyLoginAttempts');
    // Stored in the database: another process (here a second app) sees the same lock.
    const other = createTestApp();
    try {
      const res = await new TestClient(other.app).post('/api/auth/login', { username: 'CITIZEN2', password: 'citizen123' });
      expect(res.status).toBe(429);
    } finally {
      await other.close();
    }
    // The lock expires; then the right password works and resets the count.
    await t.db('login_attempts').where({ username: 'citizen2' }).update({ lockedUntil: new Date(Date.now() - 1000) });
    expect((await client.post('/api/auth/login', { username: 'citizen2', password: 'citizen123' })).status).toBe(200);
    expect(await t.db('login_attempts').where({ username: 'citizen2' }).first()).toBeUndefined();
  });

  it('a success before the tenth failure resets the count', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 9; i += 1) await client.post('/api/auth/login', { username: 'staff', password: 'nope-nope' });
    expect((await client.post('/api/auth/login', { username: 'staff', password: 'staff123' })).status).toBe(200);
    for (let i = 0; i < 9; i += 1) await client.post('/api/auth/login', { username: 'staff', password: 'nope-nope' });
    expect((await client.post('/api/auth/login', { username: 'staff', password: 'staff123' })).status).toBe(200);
  });
});
