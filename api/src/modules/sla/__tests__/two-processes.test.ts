import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { createLogger } from '../../../lib/logger';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { until } from '../../../../test/support/until';
import { startNotificationJobs } from '../../notifications/background-jobs';
import { dispatchPending } from '../../notifications/dispatcher';
import type { OutgoingMessage, Transports } from '../../notifications/transports';
import { fixedClock } from '../clock';
import { escalateOverdue } from '../escalation.service';
import { once, overdueRequests as overdueAt, tally } from './fixtures/overdue-requests';
import { bundleSchedulerProcess, spawnScheduler, stopProcess } from './fixtures/spawn-scheduler';

const logger = createLogger('silent');
let iso: IsolatedDatabase;
const clock = fixedClock(new Date());
const overdueRequests = async (db: Knex, count: number) => overdueAt(db, await clock(db), count);

beforeAll(async () => {
  iso = await createIsolatedDatabase();
});
afterAll(() => iso.close());

async function waitForEscalations(db: Knex, ids: number[]): Promise<void> {
  await until(async () => Object.keys((await tally(db, ids)).escalations).length >= ids.length, { timeoutMs: 15_000 }).catch(() => undefined);
  // A few more rounds of both schedulers: nothing may happen twice.
  // Real time on purpose: the schedulers run on their own timers (in other processes too) and show no round to wait for.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('two API processes on one database', () => {
  it('do not double-escalate: two real Node processes running the scheduler', async () => {
    const script = await bundleSchedulerProcess();
    const ids = await overdueRequests(iso.pool(), 40);
    const env = { DATABASE_URL: iso.url, CLOCK: (await clock(iso.pool())).toISOString() };
    const children = await Promise.all([spawnScheduler(script, env), spawnScheduler(script, env)]);
    const db = iso.pool();
    try {
      await waitForEscalations(db, ids);
    } finally {
      await Promise.all(children.map(stopProcess));
      rmSync(path.dirname(script), { recursive: true, force: true });
    }
    expect(await tally(db, ids)).toEqual({ escalations: once(ids), history: once(ids), notifications: once(ids, 2) });
  });

  it('do not double-escalate: two schedulers with separate pools in one process', async () => {
    const ids = await overdueRequests(iso.pool(), 40);
    const config = { smtpUrl: null, mailFrom: 'x', smsGateway: null, dispatchIntervalMs: 0, escalationIntervalMs: 5, maxAttempts: 3, leaseMs: 60_000 };
    // Each "process" has its own pool and its own scheduler timer, as two API processes would.
    const stops = [iso.pool(), iso.pool()].map((db) => startNotificationJobs({ db, logger, config, clock }));
    const db = iso.pool();
    await waitForEscalations(db, ids);
    await Promise.all(stops.map((stop) => stop()));

    expect(await tally(db, ids)).toEqual({ escalations: once(ids), history: once(ids), notifications: once(ids, 2) });
    const levels = await db('requests').whereIn('id', ids).distinct('escalationLevel');
    expect(levels).toEqual([{ escalationLevel: 1 }]);
  });

  it('split the work of concurrent passes: each overdue request is escalated by exactly one of them', async () => {
    const ids = await overdueRequests(iso.pool(), 30);
    const pools = [iso.pool(), iso.pool(), iso.pool()];
    const results = await Promise.all(pools.flatMap((db) => [escalateOverdue(db, clock), escalateOverdue(db, clock)]));
    const escalated = results.flat().map((d) => d.requestId).filter((id) => ids.includes(id));
    expect(escalated.sort((a, b) => a - b)).toEqual(ids);
    expect((await tally(iso.pool(), ids)).escalations).toEqual(once(ids));
  });

  it('send each notification once when two dispatchers claim at the same time', async () => {
    const sent: string[] = [];
    const counting = { async send(message: OutgoingMessage) {
      sent.push(message.reference);
      // A send's latency, not a wait: the two dispatchers' passes interleave, as on a real gateway.
      await new Promise((resolve) => setTimeout(resolve, 2));
      return 'sent' as const;
    } };
    const transports: Transports = { email: counting, sms: counting };
    const pending = await iso.pool()('notification_outbox').where({ status: 'pending' }).count({ n: '*' }).first();
    expect(Number(pending!.n)).toBeGreaterThan(100);
    const dispatchers = [iso.pool(), iso.pool()].map(async (db) => {
      for (let round = 0; round < 20; round += 1) await dispatchPending(db, { transports, logger, batchSize: 7 });
    });
    await Promise.all(dispatchers);
    expect(sent.length).toBe(Number(pending!.n));
    expect(new Set(sent).size).toBe(sent.length);
  });
});
