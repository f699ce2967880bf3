import { loadConfig } from '../../../config/config';
import { runHousekeeping } from '../../../db/housekeeping';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { AppKoa } from '../../../types';
import { challengeId } from '../captcha.service';

// The shipped default, not the test kits' high one.
const shipped = loadConfig({ NODE_ENV: 'test' });
const limit = shipped.captchaLimit;

let isolated: IsolatedDatabase;
let app: AppKoa;
let secondProcess: AppKoa;
beforeAll(async () => {
  // A database of its own, so the row count below is this file's alone.
  isolated = await createIsolatedDatabase({ trustProxyHops: 1, captchaLimit: limit });
  app = isolated.app().app;
  secondProcess = isolated.app().app;
});
afterAll(() => isolated.close());

const rows = async () => Number((await isolated.pool()('captcha_challenges').count({ n: '*' }).first())!.n);

describe('GET /api/captcha per address', () => {
  it('ships about 30 challenges a minute', () => {
    expect(limit).toEqual({ maxChallenges: 30, windowSeconds: 60 });
  });

  it('31 challenges in a minute from one address: the 31st is 429 with Retry-After, and no row is stored for it', async () => {
    const from = '203.0.113.10';
    const before = await rows();
    const client = new TestClient(app, from);
    for (let i = 0; i < 30; i += 1) expect((await client.get('/api/captcha')).status).toBe(200);
    const refused = await client.get('/api/captcha?lang=hi');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many requests. Please try again later.', messageKey: 'tooManyRequests' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await rows()).toBe(before + 30);
    // Counted in PostgreSQL: a second API process refuses the same address.
    expect((await new TestClient(secondProcess, from).get('/api/captcha')).status).toBe(429);
    expect(await rows()).toBe(before + 30);
    // Another address has its own budget.
    expect((await new TestClient(app, '203.0.113.11').get('/api/captcha')).status).toBe(200);
  });

  it('a signed-in caller is counted by account, so a busy shared address does not block them', async () => {
    const from = '203.0.113.20';
    const anonymous = new TestClient(app, from);
    for (let i = 0; i < 30; i += 1) await anonymous.get('/api/captcha');
    expect((await anonymous.get('/api/captcha')).status).toBe(429);
    const citizen = new TestClient(app, from);
    await citizen.login('citizen', 'citizen123');
    expect((await citizen.get('/api/captcha')).status).toBe(200);
  });
});

describe('housekeeping', () => {
  it('removes expired challenges and keeps live ones', async () => {
    const client = new TestClient(app, '203.0.113.30');
    const expired = (await client.get('/api/captcha')).body.token as string;
    const live = (await client.get('/api/captcha')).body.token as string;
    const db = isolated.pool();
    await db('captcha_challenges').where({ id: challengeId(expired) }).update({ expiresAt: db.raw(`now() - interval '1 minute'`) });
    await runHousekeeping(db, isolated.config);
    expect(await db('captcha_challenges').where({ id: challengeId(expired) }).first()).toBeUndefined();
    expect(await db('captcha_challenges').where({ id: challengeId(live) }).first()).toBeDefined();
  });
});
