import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../app';
import type { AppKoa } from '../types';
import { createTestApp, TestClient, type TestApp } from '../../test/support/test-app';

/** The app's log lines, as an investigator would read them (pino JSON). */
function appWithCapturedLog(t: TestApp): { app: AppKoa; lines: () => Record<string, unknown>[] } {
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: 'info', base: undefined }, sink);
  const app = createApp({ db: t.db, config: t.config, logger });
  return { app, lines: () => raw.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line)) };
}

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

describe('security events reach the log (ASVS 16.3)', () => {
  it('logs refused access: 401 and 403 with the route and the caller', async () => {
    const { app, lines } = appWithCapturedLog(t);
    await request(app.callback()).get('/api/auth/user');
    await request(app.callback()).get('/api/auth/user').set('Cookie', 'cc_session=forged-or-expired');
    const citizen = new TestClient(app);
    await citizen.login('citizen', 'citizen123');
    await citizen.get('/api/admin/requests');

    const refused = lines().filter((line) => line.msg === 'refused');
    // The visitor without any session cookie is routine (every first page view): one line, not two.
    expect(refused.filter((line) => line.path === '/api/auth/user')).toHaveLength(1);
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 401, method: 'GET', path: '/api/auth/user', messageKey: 'authRequired' }),
        expect.objectContaining({ status: 403, method: 'GET', path: '/api/admin/requests', role: 'citizen', userId: expect.any(Number) }),
      ]),
    );
  });

  it('logs a missing CSRF token and an API path spelled to slip past the checks', async () => {
    const { app, lines } = appWithCapturedLog(t);
    await request(app.callback()).post('/api/data-deletion').send({ email: 'a@b.in' });
    await request(app.callback()).post('/API/data-deletion').send({ email: 'a@b.in' });

    expect(lines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'refused', status: 403, messageKey: 'invalidCsrf', path: '/api/data-deletion' }),
        expect.objectContaining({ msg: 'refused non-canonical API path', path: '/API/data-deletion' }),
      ]),
    );
  });

  it('logs successful and failed logins, never the password', async () => {
    const { app, lines } = appWithCapturedLog(t);
    const client = new TestClient(app);
    expect((await client.post('/api/auth/login', { username: 'staff', password: 'wrong-password-x' })).status).toBe(401);
    await client.login('staff', 'staff123');

    const log = lines();
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'login failed', username: 'staff' }),
        expect.objectContaining({ msg: 'login succeeded', role: 'staff', userId: expect.any(Number) }),
      ]),
    );
    const text = JSON.stringify(log);
    expect(text).not.toContain('wrong-password-x');
    expect(text).not.toContain('staff123');
  });
});
