import { validationMessages } from '@cc/validation';
import { loadConfig } from '../../../config/config';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { TestClient } from '../../../test/test-app';
import type { AppKoa } from '../../../types';

// The shipped defaults, not the test kits' high ones: the point is that production stops a spray.
const shipped = loadConfig({ NODE_ENV: 'test' });
const limit = shipped.loginAddressLimit;

let isolated: IsolatedDatabase;
let app: AppKoa;
let secondProcess: AppKoa;
beforeAll(async () => {
  // A database of its own: the address counters of parallel test files stay out of these counts.
  // TRUST_PROXY lets each test act from its own address through X-Forwarded-For.
  isolated = await createIsolatedDatabase({ trustProxy: true, loginAddressLimit: limit });
  app = isolated.app().app;
  secondProcess = isolated.app().app;
});
afterAll(() => isolated.close());

const login = (target: AppKoa, from: string, username: string, password: string) =>
  new TestClient(target, from).post('/api/auth/login', { username, password });

describe('failed logins per address, across usernames (password spraying)', () => {
  it('ships a limit below 40 failures in a window of at most an hour', () => {
    expect(limit.maxFailures).toBeLessThan(40);
    expect(limit.windowMinutes).toBeLessThanOrEqual(60);
  });

  it('40 usernames with wrong passwords from one address: past the limit 429, Retry-After and the bilingual message', async () => {
    const from = '198.51.100.10';
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await login(app, from, i % 4 === 0 ? 'citizen' : `sprayed-${i}`, 'Summer2024!'));
    expect(answers.slice(0, limit.maxFailures).map((res) => res.status)).toEqual(Array(limit.maxFailures).fill(401));
    expect(answers.slice(limit.maxFailures).map((res) => res.status)).toEqual(Array(40 - limit.maxFailures).fill(429));
    const blocked = answers[39]!;
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowMinutes * 60);
    expect(blocked.body).toEqual({
      error: 'Too many failed login attempts from your network. Please try again later.',
      messageKey: 'tooManyFailedLoginsFromAddress',
    });
    expect(validationMessages.tooManyFailedLoginsFromAddress.hi).toMatch(/[\u0900-\u097F]/);

    // Counted in PostgreSQL: another API process refuses the address too, even the right password.
    expect((await login(secondProcess, from, 'citizen', 'citizen123')).status).toBe(429);
    // Another address is untouched.
    expect((await login(app, '198.51.100.11', 'citizen', 'citizen123')).status).toBe(200);
  });

  it('is exact under concurrency: 40 parallel failures through two processes, exactly the limit are checked', async () => {
    const from = '198.51.100.20';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 === 0 ? app : secondProcess, from, `parallel-${i}`, 'Winter2024!')),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - limit.maxFailures);
  });

  it('successful logins do not count: an office behind one address signs in more often than the limit', async () => {
    const from = '198.51.100.30';
    for (let i = 0; i < limit.maxFailures + 5; i += 1) {
      expect((await login(i % 2 === 0 ? app : secondProcess, from, 'staff', 'staff123')).status).toBe(200);
    }
    expect((await login(app, from, 'sprayed-after-office', 'nope-nope')).status).toBe(401);
  });

  it('the per-(username, address) lock still works below the address limit', async () => {
    const from = '198.51.100.40';
    for (let i = 0; i < 10; i += 1) expect((await login(app, from, 'citizen2', `bad-${i}`)).status).toBe(401);
    const locked = await login(app, from, 'citizen2', 'citizen123');
    expect(locked.status).toBe(429);
    expect(locked.body.messageKey).toBe('tooManyLoginAttempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The address as a whole is not yet blocked: another username from it is still checked.
    expect((await login(app, from, 'official', 'official123')).status).toBe(200);
  });

  it('a forwarded address longer than the stored columns is still answered, never a 500', async () => {
    const from = `2001:db8::${'f'.repeat(300)}`;
    expect((await login(app, from, 'citizen', 'wrong-password')).status).toBe(401);
    expect((await login(app, from, 'citizen', 'citizen123')).status).toBe(200);
    expect((await new TestClient(app, from).get('/api/captcha')).status).toBe(200);
  });
});
