import type { Knex } from 'knex';
import { createDatabaseProbe, PROBE_TTL_MS } from '../database-probe';

// A stand-in for knex at the one seam the probe uses, to count the queries it sends.
function fakeDb(results: Array<'ok' | 'down'>) {
  const calls = { count: 0 };
  const db = {
    raw: () => {
      const result = results[Math.min(calls.count, results.length - 1)];
      calls.count += 1;
      return result === 'ok' ? Promise.resolve({}) : Promise.reject(new Error('connection refused'));
    },
  } as unknown as Knex;
  return { db, calls };
}

describe('the health database probe', () => {
  it('sends one query for many concurrent health checks', async () => {
    const { db, calls } = fakeDb(['ok']);
    const probe = createDatabaseProbe(db);
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe()));
    expect(answers.every(Boolean)).toBe(true);
    expect(calls.count).toBe(1);
  });

  it('asks the database again once its answer is older than the time to live', async () => {
    let clock = 0;
    const { db, calls } = fakeDb(['ok', 'down']);
    const probe = createDatabaseProbe(db, () => clock);
    expect(await probe()).toBe(true);
    clock = PROBE_TTL_MS - 1;
    expect(await probe()).toBe(true);
    clock = PROBE_TTL_MS + 1;
    expect(await probe()).toBe(false);
    expect(calls.count).toBe(2);
  });
});
