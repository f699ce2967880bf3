import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import httpProxy from 'http-proxy';
import pino from 'pino';
import { createApp } from '../../app';
import { loadConfig } from '../../config/config';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/support/isolated-database';
import { solve } from '../../modules/requests/__tests__/request-test-kit';

/**
 * Every per-address limit behind a real forwarding proxy on loopback (http-proxy with `xfwd`, which
 * appends the caller's address to X-Forwarded-For as nginx's $proxy_add_x_forwarded_for does), with
 * the API set to one trusted hop. Each client writes a different spoofed X-Forwarded-For on every
 * call; the limit must still see one address, the one the proxy appended (the client's loopback
 * address, bound per test: 127.0.0.2, .3, …), and the security log must name it, never the spoof.
 */
const LIMIT = 3;
const CSRF = 'behind-proxy-csrf-token-0123456789';

let isolated: IsolatedDatabase;
let api: http.Server;
let proxyServer: http.Server;
let proxyPort: number;
const logLines: string[] = [];

beforeAll(async () => {
  isolated = await createIsolatedDatabase({
    trustProxyHops: 1,
    loginAddressLimit: { maxFailures: LIMIT, windowMinutes: 15 },
    captchaLimit: { maxChallenges: LIMIT, windowSeconds: 60 },
    trackLimit: { maxFailures: LIMIT, windowSeconds: 900 },
    rateLimit: { windowSeconds: 900, maxWrites: LIMIT },
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const app = createApp({ db: isolated.pool(), config: isolated.config, logger: pino({ level: 'info', base: undefined }, sink) });
  api = http.createServer(app.callback());
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const proxy = httpProxy.createProxyServer({ target: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, xfwd: true });
  proxyServer = http.createServer((req, res) => proxy.web(req, res));
  await new Promise<void>((resolve) => proxyServer.listen(0, '127.0.0.1', resolve));
  proxyPort = (proxyServer.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => proxyServer.close(resolve));
  await new Promise((resolve) => api.close(resolve));
  await isolated.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

let spoofCount = 0;
/** A different client-written header on every call: one address, or a chain of them. */
function spoofedHeader(): string {
  spoofCount += 1;
  const n = spoofCount;
  return n % 2 === 0 ? `203.0.113.${n % 250}` : `198.51.100.${n % 250}, 203.0.113.${(n * 7) % 250}`;
}

/** One call through the proxy from the loopback address `from`, with a spoofed X-Forwarded-For. */
function call(from: string, method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: from,
        method,
        path,
        agent: false,
        headers: {
          'x-forwarded-for': spoofedHeader(),
          cookie: `cc_csrf=${CSRF}`,
          'x-csrf-token': CSRF,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The "refused" lines of the security log (errors.ts) and every line's text. */
const refusedLines = () =>
  logLines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'refused');

function expectLoggedAs(from: string, path: string) {
  const refused = refusedLines().filter((line) => line.path === path.split('?')[0] && line.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  for (const line of refused) expect(line.ip).toBe(from);
}

afterAll(() => {
  // No spoofed address reached the log, on any line.
  expect(logLines.join('')).not.toMatch(/203\.0\.113\.|198\.51\.100\./);
});

/** LIMIT calls pass the limit, the next is refused with 429 whatever the spoofed header said. */
async function expectLimitTrips(from: string, method: 'GET' | 'POST', path: string, body?: object) {
  const answers: Answer[] = [];
  for (let i = 0; i < LIMIT + 2; i += 1) answers.push(await call(from, method, path, body));
  expect(answers.slice(0, LIMIT).map((answer) => answer.status)).not.toContain(429);
  expect(answers.slice(LIMIT).map((answer) => answer.status)).toEqual([429, 429]);
  expectLoggedAs(from, path);
  // Another real address behind the same proxy is untouched: the limit is per address, not global.
  expect((await call('127.0.0.250', method, path, body)).status).not.toBe(429);
}

describe('per-address limits behind a forwarding proxy, with a spoofed X-Forwarded-For on every call', () => {
  it('login: past the limit the real address needs a captcha; a right password with one signs in', async () => {
    const from = '127.0.0.2';
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await call(from, 'POST', '/api/auth/login', { username: `sprayed-${i}`, password: 'Summer2024!' })).status).toBe(401);
    }
    const refused = await call(from, 'POST', '/api/auth/login', { username: 'citizen', password: 'citizen123' });
    expect(refused).toEqual({ status: 401, body: expect.objectContaining({ messageKey: 'loginCaptchaRequired', captchaRequired: true }) });
    const challenge = await call(from, 'GET', '/api/captcha?lang=en');
    const signedIn = await call(from, 'POST', '/api/auth/login', {
      username: 'citizen',
      password: 'citizen123',
      captchaToken: challenge.body.token,
      captchaAnswer: String(solve(String(challenge.body.question))),
    });
    expect(signedIn.status).toBe(200);
    // The failures were logged with the address the proxy saw.
    const failed = logLines.join('').split('\n').filter((line) => line.includes('"login failed"'));
    expect(failed).toHaveLength(LIMIT);
    for (const line of failed) expect(JSON.parse(line).ip).toBe(from);
    const refusedLogins = refusedLines().filter((line) => line.path === '/api/auth/login');
    expect(refusedLogins.length).toBeGreaterThan(LIMIT);
    for (const line of refusedLogins) expect(line.ip).toBe(from);
  });

  it('captcha questions', () => expectLimitTrips('127.0.0.3', 'GET', '/api/captcha?lang=en'));

  it('tracking by code and phone (wrong pairs)', () => expectLimitTrips('127.0.0.4', 'POST', '/api/public/track', { code: 'CC-2026-999999', phone: '9876543210' }));

  it('registration', () => expectLimitTrips('127.0.0.5', 'POST', '/api/auth/register', {}));

  it('data deletion requests and confirmations, with an account and by request code', async () => {
    await expectLimitTrips('127.0.0.6', 'POST', '/api/data-deletion', {});
    await expectLimitTrips('127.0.0.7', 'POST', '/api/data-deletion/confirm', {});
    await expectLimitTrips('127.0.0.11', 'POST', '/api/data-deletion/by-code', {});
    await expectLimitTrips('127.0.0.12', 'POST', '/api/data-deletion/by-code/confirm', {});
  });

  it('anonymous filing and uploads', async () => {
    await expectLimitTrips('127.0.0.8', 'POST', '/api/requests', {});
    await expectLimitTrips('127.0.0.9', 'POST', '/api/upload', {});
  });

  it('anonymous similar-request hints', async () => {
    const from = '127.0.0.10';
    const path = '/api/requests/similar?district=raisen&requestType=water-supply&text=hand%20pump%20broken';
    // The hints' own budget (modules/duplicates, a few dozen per address): it trips whatever the header says.
    let passed = 0;
    while (passed < 200 && (await call(from, 'GET', path)).status !== 429) passed += 1;
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThan(200);
    expect((await call(from, 'GET', path)).status).toBe(429);
    expectLoggedAs(from, path);
    expect((await call('127.0.0.250', 'GET', path)).status).not.toBe(429);
  });
});

describe('TRUST_PROXY_HOPS', () => {
  it('defaults to no trusted proxy, reads a hop count, and refuses the former TRUST_PROXY naming what to set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxyHops).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    for (const old of ['1', 'true']) expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: old })).toThrow(/TRUST_PROXY is no longer read: set TRUST_PROXY_HOPS/);
    // An explicit "off" asked for nothing the hop count does not already do.
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '0' }).trustProxyHops).toBe(0);
  });

  it('takes the N-th X-Forwarded-For entry from the right: the client-written entries left of it change nothing', async () => {
    const seen = (hops: number, header: string) => {
      const app = createApp({ db: isolated.pool(), config: { ...isolated.config, trustProxyHops: hops }, logger: pino({ level: 'silent' }) });
      const ctx = app.createContext({ headers: { 'x-forwarded-for': header }, socket: { remoteAddress: '10.0.0.9' } } as never, {} as never);
      return ctx.ip;
    };
    expect(seen(0, '1.1.1.1, 10.0.0.5')).toBe('10.0.0.9');
    expect(seen(1, '1.1.1.1, 10.0.0.5')).toBe('10.0.0.5');
    expect(seen(2, '6.6.6.6, 1.1.1.1, 10.0.0.5')).toBe('1.1.1.1');
  });
});
