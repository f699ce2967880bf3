import { validationMessages } from '@cc/validation';
import type request from 'supertest';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/config';
import { createLogger } from '../../../lib/logger';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { AppKoa } from '../../../types';
import { captcha, FORM, userId } from './request-test-kit';

// The shipped default, not the test kits' high one.
const shipped = loadConfig({ NODE_ENV: 'test' });
const limit = shipped.requestLimit;

let isolated: IsolatedDatabase;
let app: AppKoa;
let secondProcess: AppKoa;
beforeAll(async () => {
  // A database of its own: two app instances on it are two API processes sharing one budget.
  isolated = await createIsolatedDatabase({ requestLimit: limit });
  app = isolated.app().app;
  secondProcess = isolated.app().app;
});
afterAll(() => isolated.close());

/**
 * A submit ready to send: its captcha is fetched first so a burst reaches the API together. The same
 * key and description make the same body again (the idempotency fingerprint leaves the captcha out).
 */
async function prepared(client: TestClient, key: string, description: string) {
  const body = { ...FORM, description, ...(await captcha(client)) };
  return () => client.agent.post('/api/requests').set('x-csrf-token', client.csrf!).set('Idempotency-Key', key).send(body);
}

const rowsOf = async (username: string) =>
  Number((await isolated.pool()('requests').where({ submitterId: await userId(isolated.pool(), username) }).count({ n: '*' }).first())!.n);

describe('new requests per account and hour', () => {
  it('ships 20 an hour for a citizen and a larger budget for staff', () => {
    expect(limit).toMatchObject({ citizenMax: 20, windowMinutes: 60 });
    expect(limit.staffMax).toBeGreaterThan(limit.citizenMax);
  });

  it('25 concurrent submits by one citizen through two processes: exactly 20 are created, the rest 429 with no row', async () => {
    const first = new TestClient(app);
    const second = new TestClient(secondProcess);
    await first.login('citizen', 'citizen123');
    await second.login('citizen', 'citizen123');
    const sends = [];
    for (let i = 0; i < 25; i += 1) sends.push(await prepared(i % 2 === 0 ? first : second, `burst-${i}`, `Burst request ${i}`));
    const answers: request.Response[] = await Promise.all(sends.map((send) => send()));

    const created = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 429);
    expect(created).toHaveLength(20);
    expect(refused).toHaveLength(5);
    expect(await rowsOf('citizen')).toBe(20);
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused[0]!.body).toEqual({
      error: 'You have submitted too many requests recently. Please try again later.',
      messageKey: 'tooManySubmittedRequests',
    });
    expect(validationMessages.tooManySubmittedRequests.hi).toMatch(/[\u0900-\u097F]/);

    // An idempotent retry of a created one still gets its original 201, and is not counted.
    const index = answers.findIndex((res) => res.status === 201);
    // The key's scope is the account, so either process replays it.
    const retry = await (await prepared(second, `burst-${index}`, `Burst request ${index}`))();
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(answers[index]!.body);
    // A refused key was never recorded: its retry is refused again, not replayed.
    const refusedIndex = answers.findIndex((res) => res.status === 429);
    const again = await (await prepared(first, `burst-${refusedIndex}`, `Burst request ${refusedIndex}`))();
    expect(again.status).toBe(429);
    expect(await rowsOf('citizen')).toBe(20);

    // The window slides: once the oldest request is more than an hour old, one more is accepted.
    const db = isolated.pool();
    const oldest = await db('requests').where({ submitterId: await userId(db, 'citizen') }).orderBy('createdAt', 'asc').first('id');
    await db('requests').where({ id: oldest.id }).update({ createdAt: db.raw(`now() - interval '61 minutes'`) });
    expect((await (await prepared(first, 'after-window', 'After the window'))()).status).toBe(201);
    expect((await (await prepared(second, 'after-window-2', 'After the window 2'))()).status).toBe(429);
  });

  it('staff filing on behalf of citizens have their own, larger budget', async () => {
    // A small copy of the rule (citizen 2, staff 3) on a third process of the same database.
    const staffApp = createApp({
      db: isolated.pool(),
      config: { ...isolated.config, requestLimit: { citizenMax: 2, staffMax: 3, windowMinutes: 60 } },
      logger: createLogger('silent'),
    });
    const staff = new TestClient(staffApp);
    await staff.login('staff', 'staff123');
    for (let i = 0; i < 3; i += 1) expect((await (await prepared(staff, `staff-${i}`, `Filed for a visitor ${i}`))()).status).toBe(201);
    expect((await (await prepared(staff, 'staff-3', 'Filed for a visitor 3'))()).status).toBe(429);
    const citizen = new TestClient(staffApp);
    await citizen.login('citizen2', 'citizen123');
    for (let i = 0; i < 2; i += 1) expect((await (await prepared(citizen, `c2-${i}`, `Citizen two ${i}`))()).status).toBe(201);
    expect((await (await prepared(citizen, 'c2-2', 'Citizen two 2'))()).status).toBe(429);
  });
});

