import { validationMessages } from '@cc/validation';
import { loadConfig } from '../../../config/config';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import { captcha } from '../../requests/__tests__/request-test-kit';
import type { AppKoa } from '../../../types';

// The shipped defaults, not the test kits' high ones: the point is that production stops a spray.
const shipped = loadConfig({ NODE_ENV: 'test' });
const limit = shipped.loginAddressLimit;

let isolated: IsolatedDatabase;
let app: AppKoa;
let secondProcess: AppKoa;
beforeAll(async () => {
  // A database of its own: the address counters of parallel test files stay out of these counts.
  // One trusted hop lets each test act from its own address through X-Forwarded-For.
  isolated = await createIsolatedDatabase({ trustProxyHops: 1, loginAddressLimit: limit });
  app = isolated.app().app;
  secondProcess = isolated.app().app;
});
afterAll(() => isolated.close());

const login = (target: AppKoa, from: string, username: string, password: string, extra: object = {}) =>
  new TestClient(target, from).post('/api/auth/login', { username, password, ...extra });

/** A fresh, solved question for a login from `from` (GET /api/captcha as the login form asks it). */
const solvedCaptcha = (target: AppKoa, from: string) => captcha(new TestClient(target, from));

async function spray(from: string, count: number) {
  const answers = [];
  for (let i = 0; i < count; i += 1) answers.push(await login(app, from, i % 4 === 0 ? 'citizen' : `sprayed-${i}`, 'Summer2024!'));
  return answers;
}

describe('failed logins per address, across usernames (password spraying)', () => {
  it('ships a limit below 40 failures in a window of at most an hour', () => {
    expect(limit.maxFailures).toBeLessThan(40);
    expect(limit.windowMinutes).toBeLessThanOrEqual(60);
  });

  it('past the limit every login from the address needs a captcha: the answer says so in both languages', async () => {
    const from = '198.51.100.10';
    const answers = await spray(from, 40);
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(401));
    expect(answers.slice(0, limit.maxFailures - 1).map((res) => res.body.captchaRequired)).toEqual(Array(limit.maxFailures - 1).fill(undefined));
    // The failure that reaches the limit already tells the form to show the question next time.
    expect(answers[limit.maxFailures - 1]!.body).toEqual({ error: 'Invalid username or password', messageKey: 'invalidCredentials', captchaRequired: true });
    expect(answers[39]!.body).toEqual({
      error: validationMessages.loginCaptchaRequired.en,
      messageKey: 'loginCaptchaRequired',
      captchaRequired: true,
    });
    expect(validationMessages.loginCaptchaRequired.hi).toMatch(/[\u0900-\u097F]/);
    expect(validationMessages.loginCaptchaRequired.hi).toContain('सुरक्षा प्रश्न');
  });

  it('after 30 failures from one address, another person\'s right password: refused without a captcha, accepted with one', async () => {
    const from = '198.51.100.12';
    await spray(from, limit.maxFailures);
    const without = await login(app, from, 'citizen', 'citizen123');
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({ messageKey: 'loginCaptchaRequired', captchaRequired: true });
    expect(without.headers['set-cookie']?.toString() ?? '').not.toContain('cc_session=');

    // Counted in PostgreSQL: the second process asks for the captcha too.
    expect((await login(secondProcess, from, 'staff', 'staff123')).body.captchaRequired).toBe(true);

    const solved = await solvedCaptcha(app, from);
    const signedIn = await login(secondProcess, from, 'citizen', 'citizen123', solved);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.username).toBe('citizen');
    // Single use: the same solved question does not open a second login.
    const replayed = await login(app, from, 'staff', 'staff123', solved);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toMatchObject({ messageKey: 'securityVerificationFailed', captchaRequired: true });
    // Another address is untouched.
    expect((await login(app, '198.51.100.11', 'citizen', 'citizen123')).status).toBe(200);
  });

  it('a wrong answer or a wrong password with a right answer is still refused, and each needs a fresh question', async () => {
    const from = '198.51.100.14';
    await spray(from, limit.maxFailures);
    const { captchaToken } = await solvedCaptcha(app, from);
    const wrongAnswer = await login(app, from, 'citizen', 'citizen123', { captchaToken, captchaAnswer: '999' });
    expect(wrongAnswer.status).toBe(401);
    expect(wrongAnswer.body).toMatchObject({ messageKey: 'securityVerificationFailed', captchaRequired: true });
    const wrongPassword = await login(app, from, 'citizen', 'not-it', await solvedCaptcha(app, from));
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toMatchObject({ messageKey: 'invalidCredentials', captchaRequired: true });
    expect((await login(app, from, 'citizen', 'citizen123', await solvedCaptcha(app, from))).status).toBe(200);
  });

  it('is exact under concurrency: 40 parallel failures through two processes, exactly the limit are checked without a captcha', async () => {
    const from = '198.51.100.20';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 === 0 ? app : secondProcess, from, `parallel-${i}`, 'Winter2024!')),
    );
    const keys = answers.map((res) => res.body.messageKey);
    expect(keys.filter((key) => key === 'invalidCredentials')).toHaveLength(limit.maxFailures);
    expect(keys.filter((key) => key === 'loginCaptchaRequired')).toHaveLength(40 - limit.maxFailures);
  });

  it('successful logins do not count: an office behind one address signs in more often than the limit', async () => {
    const from = '198.51.100.30';
    for (let i = 0; i < limit.maxFailures + 5; i += 1) {
      expect((await login(i % 2 === 0 ? app : secondProcess, from, 'staff', 'staff123')).status).toBe(200);
    }
    const failed = await login(app, from, 'sprayed-after-office', 'nope-nope');
    expect(failed.status).toBe(401);
    expect(failed.body.captchaRequired).toBeUndefined();
  });

  it('the per-(username, address) lock still works below the address limit, and past it with captchas', async () => {
    const from = '198.51.100.40';
    for (let i = 0; i < 10; i += 1) expect((await login(app, from, 'citizen2', `bad-${i}`)).status).toBe(401);
    const locked = await login(app, from, 'citizen2', 'citizen123');
    expect(locked.status).toBe(429);
    expect(locked.body.messageKey).toBe('tooManyLoginAttempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The address as a whole is not yet stepped up: another username from it is still checked.
    expect((await login(app, from, 'official', 'official123')).status).toBe(200);
    // A solved captcha does not open a locked pair.
    await spray(from, limit.maxFailures);
    const stillLocked = await login(app, from, 'citizen2', 'citizen123', await solvedCaptcha(app, from));
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.body.messageKey).toBe('tooManyLoginAttempts');
  });

  it('a forwarded address longer than the stored columns is still answered, never a 500', async () => {
    const from = `2001:db8::${'f'.repeat(300)}`;
    expect((await login(app, from, 'citizen', 'wrong-password')).status).toBe(401);
    expect((await login(app, from, 'citizen', 'citizen123')).status).toBe(200);
    expect((await new TestClient(app, from).get('/api/captcha')).status).toBe(200);
  });
});
