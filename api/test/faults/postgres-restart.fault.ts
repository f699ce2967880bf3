/**
 * Fault 3: PostgreSQL restarted under load. On a PRIVATE cluster (support/
 * private-postgres.ts): the machine's shared server serves other test runs and must not move.
 * While it is down every call answers 503 fast, in both languages; nothing hangs; the pool
 * recovers without a restart of the API; the escalation scheduler and the outbox dispatcher
 * carry on and send nothing twice.
 */
import fs from 'node:fs';
import { validationMessages } from '@cc/validation';
import { FORM, PERSONA_LOGINS, solve } from '../../src/modules/requests/__tests__/request-test-kit';
import { startSmtpServer, type ReceivedMail } from '../../src/modules/notifications/__tests__/loopback-servers';
import { startApi, waitUntil, type ApiProcess } from './support/api-process';
import { createFaultDatabase, type FaultDatabase } from './support/fault-database';
import { HttpClient } from './support/http-client';
import { createPrivatePostgres, type PrivatePostgres } from './support/private-postgres';

const PORT = 4721;
const PG_PORT = 4722;
/** The longest a call may take while the database is away: a second over the pool's acquire timeout. */
const NO_HANG_MS = 6_000;

let postgres: PrivatePostgres;
let database: FaultDatabase;
let api: ApiProcess | undefined;
let smtp: { url: string; close(): Promise<void> } | undefined;
let load: { stop(): Promise<void> } | undefined;
const mails: ReceivedMail[] = [];

beforeAll(async () => {
  postgres = createPrivatePostgres(PG_PORT);
  database = await createFaultDatabase(postgres.url);
  smtp = await startSmtpServer({ mails });
});
afterAll(async () => {
  await load?.stop();
  await api?.stop();
  if (api) fs.rmSync(api.dataDir, { recursive: true, force: true });
  await smtp?.close();
  await database?.drop().catch(() => undefined);
  postgres?.destroy();
});

interface Call {
  at: number;
  ms: number;
  status: number;
  body: Record<string, unknown>;
}

/** Citizens browsing and filing without pause; every answer (or failure) recorded. */
function startLoad(client: HttpClient, workers: number): { calls: Call[]; stop(): Promise<void> } {
  const calls: Call[] = [];
  let running = true;
  const timed = async (work: () => Promise<{ status: number; body: Record<string, unknown> }>) => {
    const at = Date.now();
    try {
      const res = await work();
      calls.push({ at, ms: Date.now() - at, status: res.status, body: res.body });
      return res;
    } catch (error) {
      // A call that never answered (timed out by the client at 15 s) or a cut connection.
      calls.push({ at, ms: Date.now() - at, status: 0, body: { error: String(error) } });
      return null;
    }
  };
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      await timed(() => client.get('/api/requests'));
      if ((i + n) % 3 !== 0) continue;
      const captcha = await timed(() => client.get('/api/captcha?lang=en'));
      if (captcha?.status !== 200) continue;
      const { token, question } = captcha.body;
      await timed(() => client.post('/api/requests', { ...FORM, description: `under load ${n}-${i}`, captchaToken: String(token), captchaAnswer: String(solve(String(question))) }));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, n) => worker(n)));
  return {
    calls,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

it('answers 503 fast while PostgreSQL is down, recovers by itself, and sends nothing twice', async () => {
  api = await startApi({
    port: PORT,
    databaseUrl: database.url,
    env: {
      SMTP_URL: smtp!.url,
      NOTIFY_DISPATCH_INTERVAL_SECONDS: '0.3',
      ESCALATION_INTERVAL_SECONDS: '0.5',
      NOTIFY_BACKOFF_BASE_SECONDS: '0.5',
      NOTIFY_BACKOFF_MAX_SECONDS: '1',
    },
  });
  const client = new HttpClient(api.url);
  await client.login(...PERSONA_LOGINS.citizenA);
  // Work for the scheduler: requests overdue now (escalated once each) and their mails.
  const overdue: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await client.post('/api/requests', { ...FORM, description: `overdue ${i}`, ...(await client.captcha()) });
    expect(res.status).toBe(201);
    overdue.push(Number(res.body.id));
  }
  await database.db('requests').whereIn('id', overdue).update({ dueAt: database.db.raw(`now() - interval '1 hour'`) });

  const running = startLoad(client, 3);
  load = running;
  const answered = (since: number) => running.calls.filter((call) => call.at > since && call.status !== 0).length;
  // The load is flowing before the stop.
  await waitUntil(async () => answered(0) >= 10, 15_000, () => 'the load had no answers before the stop');
  const downAt = Date.now();
  await postgres.stop();
  // Real time on purpose: an outage of some seconds, which the load and the background jobs meet.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  // Not ready while the database is away: the load balancer's signal.
  const ready = await client.get('/api/ready');
  expect(ready.status).toBe(503);
  expect(ready.body).toMatchObject({ database: 'unavailable' });
  const upAt = Date.now();
  await postgres.start();
  // The pool reconnects by itself: no restart of the API.
  let last: unknown;
  await waitUntil(
    async () => {
      const res = await client.get('/api/requests');
      last = [res.status, res.body];
      return res.status === 200;
    },
    15_000,
    () => `the API did not recover: ${JSON.stringify(last)}\n${api!.output().slice(-3000)}`,
  );
  const recoveredAt = Date.now();
  // The load carries on after the recovery.
  await waitUntil(async () => answered(recoveredAt) >= 10, 15_000, () => 'the load had no answers after the recovery');
  await running.stop();
  // Ready again by itself; its probe answers from a result at most a second old (health/database-probe.ts),
  // and one it began while the database was away may still be finishing.
  await waitUntil(async () => (await client.get('/api/ready')).status === 200, 10_000, () => 'not ready again after the recovery');

  const before = running.calls.filter((call) => call.at + call.ms < downAt);
  const during = running.calls.filter((call) => call.at > downAt + 200 && call.at + call.ms < upAt);
  const after = running.calls.filter((call) => call.at > recoveredAt);
  expect(before.length).toBeGreaterThan(0);
  expect(before.filter((call) => call.status >= 300)).toEqual([]);
  // While down: only 503s, each fast, each in English and Hindi with its catalogue key.
  expect(during.length).toBeGreaterThan(0);
  expect([...new Set(during.map((call) => call.status))]).toEqual([503]);
  expect(Math.max(...during.map((call) => call.ms))).toBeLessThan(NO_HANG_MS);
  expect(during[0]!.body).toEqual({
    error: validationMessages.serviceUnavailable.en,
    errorHi: validationMessages.serviceUnavailable.hi,
    messageKey: 'serviceUnavailable',
  });
  // No call anywhere hung or failed without an answer, and none was a 500.
  const unanswered = running.calls.filter((call) => call.status === 0 || call.status === 500);
  expect(unanswered).toEqual([]);
  expect(Math.max(...running.calls.map((call) => call.ms))).toBeLessThan(NO_HANG_MS);
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((call) => call.status >= 300)).toEqual([]);

  // The jobs carried on: each overdue request escalated once, every mail delivered, none twice.
  await waitUntil(
    async () => Number((await database.db('escalations').whereIn('requestId', overdue).count({ n: '*' }).first())!.n) === overdue.length,
    15_000,
    () => 'overdue requests not escalated after the restart',
  );
  await waitUntil(
    async () => Number((await database.db('notificationOutbox').where({ channel: 'email' }).whereIn('status', ['pending', 'sending']).count({ n: '*' }).first())!.n) === 0,
    // A mail claimed just before the stop stays 'sending' until its claim's lease (60 s, dispatcher.ts)
    // runs out and is then sent: wait past the lease, not a guess shorter than it.
    75_000,
    () => 'mail still waiting after the restart',
  );
  const twice = await database.db('escalations').select('requestId', 'escalationLevel').count({ n: '*' }).groupBy('requestId', 'escalationLevel').havingRaw('count(*) > 1');
  expect(twice).toEqual([]);
  const sent = await database.db('notificationOutbox').where({ channel: 'email', status: 'sent' }).select('dedupeKey');
  expect(sent.length).toBeGreaterThan(overdue.length);
  const ids = mails.map((mail) => mail.messageId);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBe(sent.length);
});
