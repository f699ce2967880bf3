import request from 'supertest';
import { insertRequest, userId } from '../../modules/requests/__tests__/request-test-kit';
import { policyTable } from '../../policy/policy-table';
import { createTestApp, TestClient, type TestApp } from '../../../test/support/test-app';
import { CACHEABLE_PUBLIC_READS, publicReadCache } from '../api-cache-control';

let t: TestApp;
let admin: TestClient;
let requestId: number;
beforeAll(async () => {
  t = createTestApp({
    login: { maxFailures: 1, lockMinutes: 15 },
    rateLimit: { windowSeconds: 900, maxWrites: 1 },
    // The 429 test names its own client address, so parallel test files do not share its budget.
    trustProxyHops: 1,
  });
  admin = new TestClient(t.app);
  await admin.login('admin', 'admin123');
  requestId = await insertRequest(t.db, { submitterId: await userId(t.db, 'citizen') });
});
afterAll(() => t.close());

const privateReads = Object.keys(policyTable).filter((key) => key.startsWith('GET ') && !CACHEABLE_PUBLIC_READS.has(key));

describe('Cache-Control of API answers', () => {
  it.each(privateReads)('%s answers no-store to an admin', async (key) => {
    const res = await admin.get(key.slice('GET '.length).replace(':id', String(requestId)));
    expect(res.status).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the four answers that lacked it: user, login, authorities, stats', async () => {
    const client = new TestClient(t.app);
    const login = await client.post('/api/auth/login', { username: 'staff', password: 'staff123' });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const target of ['/api/auth/user', '/api/users/authorities', '/api/requests/stats']) {
      const res = await client.get(target);
      expect({ target, status: res.status }).toEqual({ target, status: 200 });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('error answers are no-store: 401, 403, 404, 429 (login lock and write limit)', async () => {
    const anonymous = request(t.app.callback());
    const citizen = new TestClient(t.app);
    await citizen.login('citizen', 'citizen123');
    const username = `cache-lock-${Date.now()}`;
    const failed = await new TestClient(t.app).post('/api/auth/login', { username, password: 'wrong-password' });
    const locked = await new TestClient(t.app).post('/api/auth/login', { username, password: 'wrong-password' });
    const writer = new TestClient(t.app);
    await writer.prime();
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const deletion = () =>
      writer.agent.post('/api/data-deletion').set('x-forwarded-for', ip).set('x-csrf-token', writer.csrf!).send({ email: 'a@example.in', reason: 'other' });
    await deletion();
    const limited = await deletion();
    const answers = {
      401: await anonymous.get('/api/auth/user'),
      403: await citizen.get('/api/admin/requests'),
      404: await anonymous.get('/api/nothing-here'),
      '404 (unknown request)': await admin.get('/api/requests/999999999'),
      '401 (login)': failed,
      '429 (login)': locked,
      '429 (write limit)': limited,
      '400 (allow-listed read)': await anonymous.get('/api/locations?type=planet'),
    };
    for (const [label, res] of Object.entries(answers)) {
      expect({ label, status: res.status }).toEqual({ label, status: Number(label.slice(0, 3)) });
      expect({ label, cacheControl: res.headers['cache-control'] }).toEqual({ label, cacheControl: 'no-store' });
    }
  });
});

describe('the allow-list of cacheable public reads', () => {
  it('names only public GET routes of the policy table', () => {
    for (const key of CACHEABLE_PUBLIC_READS) {
      expect(key.startsWith('GET ')).toBe(true);
      expect(policyTable[key]?.access).toBe('public');
    }
  });

  it('a listed read is cacheable once the caller holds its CSRF cookie, never while one is being set', async () => {
    const client = new TestClient(t.app);
    const first = await client.get('/api/request-types');
    expect(first.headers['set-cookie']).toBeDefined();
    expect(first.headers['cache-control']).toBe('no-store');
    for (const key of CACHEABLE_PUBLIC_READS) {
      const res = await client.get(key.slice('GET '.length));
      expect({ key, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({ key, status: 200, cacheControl: publicReadCache(key) });
    }
  });

  it('the content lists an admin edits are revalidated on every read; the catalogues may be five minutes old', () => {
    expect(publicReadCache('GET /api/public/events')).toBe('public, no-cache');
    expect(publicReadCache('GET /api/public/gallery')).toBe('public, no-cache');
    expect(publicReadCache('GET /api/public/social-posts')).toBe('public, no-cache');
    expect(publicReadCache('GET /api/request-types')).toBe('public, max-age=300');
  });
});
