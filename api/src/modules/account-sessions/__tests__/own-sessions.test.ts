import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe('a user\'s own sessions: list, end one, end the others, and a password change', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  const password = 'neem-courtyard-42';

  /** A fresh citizen (the demo accounts are shared by other test files) and its first session. */
  async function registered(prefix: string, userAgent = WINDOWS_FIREFOX) {
    const client = new TestClient(t.app);
    client.agent.set('User-Agent', userAgent);
    const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const res = await client.post('/api/auth/register', {
      firstName: 'Kavita', lastName: 'Soni', email: `${username}@example.in`, phone: '9123456780', district: 'raisen',
      address: 'Ward 2', pincode: '464551', username, password, confirmPassword: password, agreedToTerms: true, agreedToPrivacy: true,
    });
    expect(res.status).toBe(201);
    return { client, username, userId: res.body.user.id as number };
  }

  const sessionCount = async (userId: number) => Number((await t.db('sessions').where({ userId }).count({ n: '*' }).first())?.n);

  async function signedIn(username: string, userAgent: string, secret = password) {
    const client = new TestClient(t.app);
    client.agent.set('User-Agent', userAgent);
    await client.login(username, secret);
    return client;
  }

  it('lists the caller\'s live sessions, this one first and marked, with device, network and times; never a token or a full address', async () => {
    const { client: laptop, username, userId } = await registered('sl');
    const phone = await signedIn(username, ANDROID_CHROME);
    const res = await laptop.get('/api/users/me/sessions');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const { sessions } = res.body;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, device: { browser: 'Firefox', os: 'Windows', kind: 'desktop' } });
    expect(sessions[1]).toMatchObject({ current: false, device: { browser: 'Chrome', os: 'Android', kind: 'mobile' } });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(['current', 'device', 'id', 'lastSeenAt', 'network', 'sameNetwork', 'signedInAt']);
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      // supertest connects over loopback: the network is the masked address, the same as the caller's.
      expect(session.network).toMatch(/^(127\.0\.0\.0\/24|0:0:0::\/48)$/);
      expect(session.sameNetwork).toBe(true);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const rows = await t.db('sessions').where({ userId }).select('id', 'csrfToken');
    expect(rows).toHaveLength(2);
    const text = JSON.stringify(res.body);
    for (const row of rows) {
      expect(text).not.toContain(row.id);
      expect(text).not.toContain(row.csrfToken);
    }
    // The phone's own list marks the phone.
    const fromPhone = (await phone.get('/api/users/me/sessions')).body.sessions;
    expect(fromPhone[0]).toMatchObject({ current: true, device: { os: 'Android' } });
  });

  it('ends one other session: that device is signed out at once, this one stays', async () => {
    const { client: laptop, username } = await registered('se');
    const phone = await signedIn(username, ANDROID_CHROME);
    const other = (await laptop.get('/api/users/me/sessions')).body.sessions.find((session: { current: boolean }) => !session.current);
    const res = await laptop.send('delete', `/api/users/me/sessions/${other.id}`);
    expect(res.status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.get('/api/users/me/sessions')).body.sessions).toHaveLength(1);
    // Gone is gone: the same handle again is 404.
    expect((await laptop.send('delete', `/api/users/me/sessions/${other.id}`)).status).toBe(404);
  });

  it('cannot end, or even find, another user\'s session: 404, and that session lives on', async () => {
    const mine = await registered('sm');
    const theirs = await registered('st');
    const theirSession = (await theirs.client.get('/api/users/me/sessions')).body.sessions[0];
    const res = await mine.client.send('delete', `/api/users/me/sessions/${theirSession.id}`);
    expect(res.status).toBe(404);
    expect((await theirs.client.get('/api/auth/user')).status).toBe(200);
    // Nor does the stored row id (the cookie's digest) work as a handle.
    const [row] = await t.db('sessions').where({ userId: theirs.userId }).select('id');
    expect((await theirs.client.send('delete', `/api/users/me/sessions/${row.id}`)).status).toBe(404);
    expect((await mine.client.send('delete', '/api/users/me/sessions/not-a-handle')).status).toBe(404);
    expect((await mine.client.get('/api/users/me/sessions')).body.sessions.map((s: { id: string }) => s.id)).not.toContain(theirSession.id);
  });

  it('ending this device\'s own session from the list is a logout', async () => {
    const { client } = await registered('sc');
    const [current] = (await client.get('/api/users/me/sessions')).body.sessions;
    expect((await client.send('delete', `/api/users/me/sessions/${current.id}`)).status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('"log out everywhere else" ends every other session of the account and no one else\'s', async () => {
    const { client: laptop, username, userId } = await registered('sa');
    const phone = await signedIn(username, ANDROID_CHROME);
    const tablet = await signedIn(username, 'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1');
    const bystander = await registered('sb');
    const res = await laptop.post('/api/users/me/sessions/end-others');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await bystander.client.get('/api/auth/user')).status).toBe(200);
    expect(await sessionCount(userId)).toBe(1);
  });

  it('needs a login and the CSRF token, and refuses a body or a query', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/users/me/sessions')).status).toBe(401);
    expect((await anonymous.post('/api/users/me/sessions/end-others')).status).toBe(401);
    const { client } = await registered('sx');
    const noToken = await client.agent.post('/api/users/me/sessions/end-others');
    expect(noToken.status).toBe(403);
    expect((await client.post('/api/users/me/sessions/end-others', { all: true })).status).toBe(400);
    expect((await client.get('/api/users/me/sessions?userId=1')).status).toBe(400);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  describe('POST /api/users/me/password', () => {
    const next = 'tamarind-lane-2026';

    it('changes the password with the current one, ends every other session and keeps this one', async () => {
      const { client, username, userId } = await registered('pw');
      const phone = await signedIn(username, ANDROID_CHROME);
      const res = await client.post('/api/users/me/password', { currentPassword: password, newPassword: next, confirmPassword: next });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, endedSessions: 1 });
      expect((await phone.get('/api/auth/user')).status).toBe(401);
      expect((await client.get('/api/auth/user')).status).toBe(200);
      expect(await sessionCount(userId)).toBe(1);
      expect((await new TestClient(t.app).post('/api/auth/login', { username, password })).status).toBe(401);
      await signedIn(username, ANDROID_CHROME, next);
    });

    it('refuses a wrong current password, a common or short new one and a mismatch, changing nothing', async () => {
      const { client, username } = await registered('pr');
      const phone = await signedIn(username, ANDROID_CHROME);
      const wrong = await client.post('/api/users/me/password', { currentPassword: 'not-it-at-all', newPassword: next, confirmPassword: next });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ messageKey: 'currentPasswordIncorrect', field: 'currentPassword' });
      const common = await client.post('/api/users/me/password', { currentPassword: password, newPassword: 'password123', confirmPassword: 'password123' });
      expect(common.body).toMatchObject({ messageKey: 'passwordTooCommon', field: 'newPassword' });
      const short = await client.post('/api/users/me/password', { currentPassword: password, newPassword: 'ab1', confirmPassword: 'ab1' });
      expect(short.body).toMatchObject({ messageKey: 'passwordMinLength', field: 'newPassword' });
      const mismatch = await client.post('/api/users/me/password', { currentPassword: password, newPassword: next, confirmPassword: `${next}x` });
      expect(mismatch.body).toMatchObject({ messageKey: 'passwordsDoNotMatch', field: 'confirmPassword' });
      const extra = await client.post('/api/users/me/password', { currentPassword: password, newPassword: next, confirmPassword: next, userId: 1 });
      expect(extra.body).toMatchObject({ messageKey: 'unknownField', field: 'userId' });
      expect((await phone.get('/api/auth/user')).status).toBe(200);
      await signedIn(username, ANDROID_CHROME, password);
    });

    it('stops guessing the current password after 10 tries in 15 minutes for the account', async () => {
      const { client } = await registered('pg');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await client.post('/api/users/me/password', { currentPassword: `guess-${i}`, newPassword: next, confirmPassword: next })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});
