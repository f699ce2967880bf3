/**
 * Fault 4: the mail server is down for a while. Messages wait in the outbox, retried
 * with growing delays, and go out once it is back, each once; a message the server refuses for
 * good ends 'failed' (visible to an admin) without holding back the others.
 */
import fs from 'node:fs';
import { FORM } from '../../src/modules/requests/__tests__/request-test-kit';
import { startSmtpServer, type ReceivedMail } from '../../src/modules/notifications/__tests__/loopback-servers';
import { startApi, waitUntil, type ApiProcess } from './support/api-process';
import { createFaultDatabase, type FaultDatabase } from './support/fault-database';
import { HttpClient } from './support/http-client';

const PORT = 4731;
const SMTP_PORT = 4732;
const REFUSED = 'no-such-person@example.in';

let database: FaultDatabase;
let api: ApiProcess | undefined;
let smtp: { close(): Promise<void> } | undefined;

beforeAll(async () => {
  database = await createFaultDatabase();
});
afterAll(async () => {
  await smtp?.close();
  await api?.stop();
  if (api) fs.rmSync(api.dataDir, { recursive: true, force: true });
  await database.drop();
});

interface EmailRow {
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  dedupeKey: string;
}

const emailsOf = async (ids: number[]): Promise<EmailRow[]> =>
  database.db('notificationOutbox').whereIn('requestId', ids).andWhere({ channel: 'email' }).select('recipient', 'status', 'attempts', 'lastError', 'dedupeKey').orderBy('id');

it('keeps mail in the outbox while the server is down and delivers each message once when it is back', async () => {
  api = await startApi({
    port: PORT,
    databaseUrl: database.url,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      NOTIFY_DISPATCH_INTERVAL_SECONDS: '0.2',
      NOTIFY_BACKOFF_BASE_SECONDS: '0.5',
      NOTIFY_BACKOFF_MAX_SECONDS: '2',
      NOTIFY_MAX_ATTEMPTS: '50',
    },
  });
  // The public form with an e-mail address: each request queues its "received" mail. The one the
  // server will refuse comes first, ahead of the others in the queue.
  const visitor = new HttpClient(api.url);
  const addresses = [REFUSED, ...Array.from({ length: 5 }, (_, i) => `citizen${i}@example.in`)];
  const ids: number[] = [];
  for (const email of addresses) {
    const res = await visitor.post('/api/requests', { ...FORM, email, ...(await visitor.captcha()) });
    expect(res.status).toBe(201);
    ids.push(Number(res.body.id));
  }

  // Down: nothing delivered, every mail still pending, retried with growing delays (0.5, 1, 2,
  // 2 s ...): over four seconds a handful of attempts, not one per 0.2 s dispatcher pass.
  await waitUntil(async () => (await emailsOf(ids)).every((row) => row.attempts >= 2), 10_000, () => 'no retries while the server was down');
  // Real time on purpose: the retry rate is measured over four seconds of the server being down.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  const waiting = await emailsOf(ids);
  expect(waiting).toHaveLength(addresses.length);
  for (const row of waiting) {
    expect(row.status).toMatch(/^(pending|sending)$/);
    expect(row.attempts).toBeLessThanOrEqual(7);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  }

  // Back: each good mail arrives once; the refused one is given up at once and kept as failed.
  const mails: ReceivedMail[] = [];
  smtp = await startSmtpServer({ port: SMTP_PORT, mails, refuse: (address) => address === REFUSED });
  await waitUntil(async () => (await emailsOf(ids)).every((row) => row.status === 'sent' || row.status === 'failed'), 20_000, () => 'mail not delivered after the server came back');
  const after = await emailsOf(ids);
  expect(after.filter((row) => row.status === 'failed').map((row) => row.recipient)).toEqual([REFUSED]);
  expect(after.find((row) => row.recipient === REFUSED)!.lastError).toMatch(/550/);
  // A few more dispatcher passes: nothing is sent a second time.
  // Real time on purpose: the dispatcher runs on its own timer in the API process; no pass shows from here.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const received = mails.filter((mail) => addresses.includes(mail.to[0]!));
  expect(received.map((mail) => mail.to[0]).sort()).toEqual(addresses.slice(1).sort());
  expect(new Set(received.map((mail) => mail.messageId)).size).toBe(received.length);
});
