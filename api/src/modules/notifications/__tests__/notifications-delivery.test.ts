import net from 'node:net';
import { createLogger } from '../../../lib/logger';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import { until } from '../../../../test/support/until';
import type { Db } from '../../../db/knex';
import type { AppKoa } from '../../../types';
import { captcha, FORM } from '../../requests/__tests__/request-test-kit';
import { fixedClock } from '../../sla/clock';
import { dispatcherOptions } from '../background-jobs';
import { claimBatch, dispatchPending, drainOutbox } from '../dispatcher';
import { notificationConfigFromEnv } from '../notification-config';
import { enqueueMessage } from '../outbox.service';
import { createTransports, smtpTransport, type Transports } from '../transports';
import { startSmsGateway, startSmtpServer } from './loopback-servers';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The template's text, then the request's signed track link on its own line (modules/public-track). */
const withTrackLink = (text: string, code: string) => new RegExp(`^${escaped(text)}\n\\S+/track/${code}\\?t=[0-9a-z]+\\.[\\w-]{22}$`);

const logger = createLogger('silent');
let iso: IsolatedDatabase;
let app: AppKoa;
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
let transports: Transports;

const config = (smtpUrl: string | null, gatewayUrl: string | null) => ({
  smtpUrl,
  mailFrom: 'Citizen Connect <no-reply@cc.test>',
  smsGateway: gatewayUrl ? { url: gatewayUrl, key: 'test-key', sender: 'CITCON', route: 'dlt' } : null,
  dispatchIntervalMs: 0,
  escalationIntervalMs: 0,
  maxAttempts: 3,
  leaseMs: 60_000,
});

beforeAll(async () => {
  [iso, smtp, gateway] = await Promise.all([createIsolatedDatabase(), startSmtpServer(), startSmsGateway()]);
  ({ app, db } = iso.app());
  transports = createTransports(config(smtp.url, gateway.url), logger);
});
afterAll(async () => {
  transports.email.close?.();
  await Promise.all([iso.close(), smtp.close(), gateway.close()]);
});

async function citizen(username: string, password: string, preferences: { email: boolean; sms: boolean; language: 'hi' | 'en' }) {
  const client = new TestClient(app);
  await client.login(username, password);
  const res = await client.send('put', '/api/users/me/notification-preferences', { ...preferences, push: false });
  expect(res.status).toBe(200);
  return client;
}

async function file(client: TestClient, extra: Record<string, unknown> = {}): Promise<{ id: number; requestId: string }> {
  const res = await client.post('/api/requests', { ...FORM, ...(await captcha(client)), ...extra });
  expect(res.status).toBe(201);
  return { id: res.body.id, requestId: res.body.requestId };
}

const outboxOf = (requestId: number) => db('notification_outbox').where({ requestId }).orderBy('id');
const dispatch = (overrides: Partial<Parameters<typeof dispatchPending>[1]> = {}) =>
  dispatchPending(db, { transports, logger, maxAttempts: 3, ...overrides });

describe('notifications through the outbox', () => {
  it('mails the "received" message in the citizen\'s language with the request id', async () => {
    const english = await citizen('citizen', 'citizen123', { email: true, sms: false, language: 'en' });
    const mine = await file(english, { email: 'ramesh.en@example.in' });
    const hindi = await citizen('citizen2', 'citizen123', { email: true, sms: false, language: 'hi' });
    const hers = await file(hindi, { name: 'Sunita Devi', email: 'sunita.hi@example.in' });
    // Written in the request's transaction, before anything is sent.
    expect((await outboxOf(mine.id)).map((r) => [r.event, r.channel, r.status, r.language])).toEqual([['received', 'email', 'pending', 'en']]);

    await dispatch();

    const en = smtp.mails.find((m) => m.to.includes('ramesh.en@example.in'))!;
    expect(en.subject).toBe(`Request ${mine.requestId} received`);
    expect(en.text).toContain(`Dear Ramesh Kumar,`);
    expect(en.text).toContain(`your request ${mine.requestId} has been received`);
    const hi = smtp.mails.find((m) => m.to.includes('sunita.hi@example.in'))!;
    expect(hi.subject).toBe(`अनुरोध ${hers.requestId} प्राप्त हुआ`);
    expect(hi.text).toContain(`प्रिय Sunita Devi,`);
    expect(hi.text).toContain(`आपका अनुरोध ${hers.requestId} प्राप्त हो गया है`);
    // SMS was switched off by both: nothing queued for it.
    expect((await outboxOf(hers.id)).map((r) => [r.channel, r.status])).toEqual([['email', 'sent']]);
  });

  it('sends the reject remark by SMS through the gateway', async () => {
    const client = await citizen('citizen', 'citizen123', { email: false, sms: true, language: 'en' });
    const request = await file(client, { phone: '9812345678' });
    const staff = new TestClient(app);
    await staff.login('staff', 'staff123');
    expect((await staff.send('patch', `/api/requests/${request.id}`, { action: 'reject', remarks: 'Duplicate of an earlier request' })).status).toBe(200);

    await dispatch();

    const rejected = gateway.delivered.find((c) => c.body.numbers === '9812345678' && c.idempotencyKey === `request-${request.id}-rejected-sms`)!;
    expect(rejected.authorization).toBe('test-key');
    expect(rejected.body).toMatchObject({ sender: 'CITCON', route: 'dlt', reference: `request-${request.id}-rejected-sms` });
    expect(rejected.body.message).toMatch(withTrackLink(`Dear Ramesh Kumar, your request ${request.requestId} was rejected: Duplicate of an earlier request`, request.requestId));
    expect((await outboxOf(request.id)).map((r) => [r.event, r.status])).toEqual([
      ['received', 'sent'],
      ['rejected', 'sent'],
    ]);
  });

  it('delivers exactly once when the process dies after claiming, before sending', async () => {
    const client = await citizen('citizen', 'citizen123', { email: true, sms: false, language: 'en' });
    const request = await file(client, { email: 'crash.claim@example.in' });
    const now = new Date();
    // The dying process claimed the row (committed) and never got to send it.
    expect((await claimBatch(iso.pool(), now, 60_000, 100)).length).toBeGreaterThanOrEqual(1);
    // Within the lease nobody else takes it...
    await dispatch({ clock: fixedClock(new Date(now.getTime() + 1_000)) });
    expect(smtp.mails.filter((m) => m.to.includes('crash.claim@example.in'))).toHaveLength(0);
    // ...after it, the restarted process (a new pool) does, once.
    const restarted = iso.pool();
    await dispatchPending(restarted, { transports, logger, clock: fixedClock(new Date(now.getTime() + 61_000)) });
    await dispatchPending(restarted, { transports, logger, clock: fixedClock(new Date(now.getTime() + 122_000)) });
    const mails = smtp.mails.filter((m) => m.to.includes('crash.claim@example.in'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Request ${request.requestId} received`);
    expect(mails[0]!.messageId).toBe(`<request-${request.id}-received-email@citizen-connect>`);
    expect((await outboxOf(request.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('holds a claim for NOTIFY_LEASE_SECONDS, then lets another dispatcher take a dead claim over once', async () => {
    const leased = notificationConfigFromEnv({ NOTIFY_LEASE_SECONDS: '20' });
    expect(leased.leaseMs).toBe(20_000);
    expect(notificationConfigFromEnv({}).leaseMs).toBe(60_000);
    // Shorter than twice one SMS timeout, or not a number: refused at start, not a silent double send.
    expect(() => notificationConfigFromEnv({ NOTIFY_LEASE_SECONDS: '19' })).toThrow(/NOTIFY_LEASE_SECONDS/);
    expect(() => notificationConfigFromEnv({ NOTIFY_LEASE_SECONDS: 'soon' })).toThrow(/NOTIFY_LEASE_SECONDS/);

    const client = await citizen('citizen', 'citizen123', { email: true, sms: false, language: 'en' });
    await dispatch(); // earlier tests' messages out of the way: the claim below is this request's alone
    const request = await file(client, { email: 'lease.setting@example.in' });
    const now = new Date();
    const at = (ms: number) => dispatcherOptions(leased, transports, logger, fixedClock(new Date(now.getTime() + ms)));
    // A dispatcher built from that configuration claims the row, then hangs in its send (a dead process).
    let release: (outcome: 'sent') => void = () => undefined;
    const hanging = { send: () => new Promise<'sent'>((resolve) => (release = resolve)) };
    const dead = dispatchPending(iso.pool(), { ...at(0), transports: { email: hanging, sms: hanging } });
    await until(async () => (await outboxOf(request.id))[0]?.status === 'sending', { describe: () => 'the dead dispatcher never claimed the row' });
    expect((await outboxOf(request.id))[0].lockedUntil.getTime()).toBe(now.getTime() + 20_000);
    // 19 s later the claim still holds; 21 s later another dispatcher takes it over and sends once.
    const mails = () => smtp.mails.filter((m) => m.to.includes('lease.setting@example.in'));
    await dispatchPending(iso.pool(), at(19_000));
    expect(mails()).toHaveLength(0);
    await dispatchPending(iso.pool(), at(21_000));
    await dispatchPending(iso.pool(), at(42_000));
    expect(mails()).toHaveLength(1);
    // The first claimer wakes up late: its mark is conditional on its claim and changes nothing.
    release('sent');
    await dead;
    expect((await outboxOf(request.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends nothing more once half the lease has passed in a pass: a slow batch cannot outlive its claim', async () => {
    const client = await citizen('citizen', 'citizen123', { email: true, sms: false, language: 'en' });
    await dispatch();
    const first = await file(client, { email: 'slow.batch.1@example.in' });
    const second = await file(client, { email: 'slow.batch.2@example.in' });
    const now = new Date();
    // Each send takes 300 ms of the dispatcher's clock (performance.now, moved on by the fake
    // transport instead of slept); the lease is 400 ms: the second row's turn comes after half of it.
    let elapsedMs = 0;
    const realNow = performance.now.bind(performance);
    const monotonic = jest.spyOn(performance, 'now').mockImplementation(() => realNow() + elapsedMs);
    const slow = { send: async (message: Parameters<Transports['email']['send']>[0]) => {
      elapsedMs += 300;
      return transports.email.send(message);
    } };
    const result = await dispatchPending(db, { transports: { email: slow, sms: transports.sms }, logger, leaseMs: 400, clock: fixedClock(now) }).finally(() => monotonic.mockRestore());
    expect(result.delivered).toBe(1);
    const rows = [...(await outboxOf(first.id)), ...(await outboxOf(second.id))];
    expect(rows.map((r) => r.status).sort()).toEqual(['sending', 'sent']);
    // After the lease another dispatcher takes the unsent row over and sends it, once.
    await dispatch({ clock: fixedClock(new Date(now.getTime() + 1_000)) });
    for (const to of ['slow.batch.1@example.in', 'slow.batch.2@example.in']) expect(smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('delivers exactly once when the process dies after sending, before marking (gateway idempotency)', async () => {
    const client = await citizen('citizen2', 'citizen123', { email: false, sms: true, language: 'hi' });
    const request = await file(client, { name: 'Sunita Devi', phone: '9823456789' });
    const now = new Date();
    const [claimed] = (await claimBatch(iso.pool(), now, 60_000, 100)).filter((row) => row.dedupeKey === `request-${request.id}-received-sms`);
    // The dying process got the SMS out, then crashed before its UPDATE ... status = 'sent'.
    await transports.sms.send({ id: claimed!.id, channel: 'sms', recipient: claimed!.recipient, subject: null, body: claimed!.body!, reference: claimed!.dedupeKey! });
    await dispatchPending(iso.pool(), { transports, logger, clock: fixedClock(new Date(now.getTime() + 61_000)) });

    const reference = `request-${request.id}-received-sms`;
    expect(gateway.calls.filter((c) => c.idempotencyKey === reference)).toHaveLength(2);
    expect(gateway.delivered.filter((c) => c.idempotencyKey === reference)).toHaveLength(1);
    expect(gateway.delivered.find((c) => c.idempotencyKey === reference)!.body.message).toMatch(
      withTrackLink(`प्रिय Sunita Devi, आपका अनुरोध ${request.requestId} प्राप्त हो गया है। हम आपको सूचित करते रहेंगे।`, request.requestId),
    );
    expect((await outboxOf(request.id))[0]).toMatchObject({ status: 'sent' });
  });

  it('retries with exponential backoff, then gives up and marks the row failed', async () => {
    const client = await citizen('citizen', 'citizen123', { email: false, sms: true, language: 'en' });
    const request = await file(client, { phone: '9834567890' });
    const start = new Date(Date.now() + 1_000);
    gateway.failNext(1);
    await dispatch({ clock: fixedClock(start) });
    let [row] = await outboxOf(request.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMS gateway answered 503' });
    expect(new Date(row.nextAttemptAt).getTime()).toBe(start.getTime() + 30_000);
    await dispatch({ clock: fixedClock(new Date(start.getTime() + 29_000)) });
    expect((await outboxOf(request.id))[0].attempts).toBe(1);
    await dispatch({ clock: fixedClock(new Date(start.getTime() + 30_000)) });
    [row] = await outboxOf(request.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    const doomed = await file(client, { phone: '9845678901' });
    gateway.failNext(3);
    let at = new Date(Date.now() + 1_000);
    for (const waitMs of [0, 30_000, 60_000]) {
      at = new Date(at.getTime() + waitMs);
      await dispatch({ clock: fixedClock(at) });
    }
    expect((await outboxOf(doomed.id))[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMS gateway answered 503' });
    expect(gateway.delivered.some((c) => c.body.numbers === '9845678901')).toBe(false);
  });

  it('never sends a message with a missing placeholder value', async () => {
    await db.transaction((trx) =>
      enqueueMessage(trx, {
        channel: 'sms',
        recipient: '9856789012',
        event: 'rejected',
        language: 'en',
        values: { name: 'Asha', requestId: 'REQ-X', remarks: '  ' },
        dedupeKey: 'test-missing-placeholder',
      }),
    );
    await dispatch();
    expect(await db('notification_outbox').where({ dedupeKey: 'test-missing-placeholder' }).first('status', 'lastError', 'body')).toEqual({
      status: 'failed',
      lastError: 'missing placeholder value: remarks',
      body: null,
    });
    expect(gateway.calls.some((c) => c.body.numbers === '9856789012')).toBe(false);
  });

  it('sends a request filed by staff to the contacts on the form, never to the staff member', async () => {
    const staff = new TestClient(app);
    await staff.login('staff', 'staff123');
    const request = await file(staff, { name: 'Kamla Bai', phone: '9878787878' });
    expect((await outboxOf(request.id)).map((r) => [r.channel, r.recipient, r.language, r.userId])).toEqual([['sms', '9878787878', 'hi', null]]);
  });

  it('sends the data deletion confirmation link through the same outbox', async () => {
    // citizen2's account (demo seed, Hindi): only an address with an account gets the link.
    const res = await new TestClient(app).post('/api/data-deletion', { email: 'citizen2@example.in', reason: 'privacy-concerns' });
    expect(res.status).toBe(201);
    await dispatch();
    const mail = smtp.mails.find((m) => m.to.includes('citizen2@example.in') && m.text.includes(res.body.requestId))!;
    expect(mail.subject).toBe(`अपना खाता हटाने की पुष्टि करें (${res.body.requestId})`);
    expect(mail.text).toContain(res.body.requestId);
    expect(mail.text).toMatch(/\/data-deletion\/confirm\?token=[A-Za-z0-9_-]{43}/);
  });

  it('keeps and logs the rendered message when no transport is configured', async () => {
    const client = await citizen('citizen', 'citizen123', { email: true, sms: true, language: 'en' });
    const request = await file(client, { email: 'nobody.configured@example.in', phone: '9867890123' });
    await dispatch({ transports: createTransports(config(null, null), logger) });
    const rows = await outboxOf(request.id);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['email', 'logged'],
      ['sms', 'logged'],
    ]);
    expect(rows[1].body).toMatch(withTrackLink(`Dear Ramesh Kumar, your request ${request.requestId} has been received. We will keep you informed.`, request.requestId));
    expect(smtp.mails.some((m) => m.to.includes('nobody.configured@example.in'))).toBe(false);
  });

  it('drains a burst in one tick, batch after batch, instead of one batch per interval', async () => {
    const recipients = Array.from({ length: 45 }, (_, i) => `98${String(70000000 + i)}`);
    await db.transaction((trx) =>
      Promise.all(
        recipients.map((recipient, i) =>
          enqueueMessage(trx, { channel: 'sms', recipient, event: 'rejected', language: 'en', values: { name: 'Asha', requestId: `REQ-B${i}`, remarks: 'Burst' }, dedupeKey: `test-burst-${i}` }),
        ),
      ),
    );
    const tick = await drainOutbox(db, { transports, logger, batchSize: 20 }, 60_000);
    expect(tick.claimed).toBeGreaterThanOrEqual(45);
    expect(await db('notification_outbox').whereIn('recipient', recipients).pluck('status')).toEqual(recipients.map(() => 'sent'));
    expect(gateway.delivered.filter((call) => recipients.includes(call.body.numbers))).toHaveLength(45);
    // One pass alone would have sent a batch and left the rest for the next interval.
    expect(tick.claimed).toBeGreaterThan(20);
  });

  it('keeps its SMTP connections: a burst of 60 e-mails goes over at most two', async () => {
    const recipients = Array.from({ length: 60 }, (_, i) => `burst${i}@example.in`);
    await db.transaction((trx) =>
      Promise.all(
        recipients.map((recipient, i) =>
          enqueueMessage(trx, { channel: 'email', recipient, event: 'rejected', language: 'en', values: { name: 'Asha', requestId: `REQ-M${i}`, remarks: 'Burst' }, dedupeKey: `test-mail-burst-${i}` }),
        ),
      ),
    );
    const before = smtp.connections();
    await drainOutbox(db, { transports, logger, batchSize: 20 }, 60_000);
    expect(smtp.mails.filter((mail) => recipients.some((recipient) => mail.to.includes(recipient)))).toHaveLength(60);
    expect(smtp.connections() - before).toBeLessThanOrEqual(2);
  });

  it('gives up on an SMTP server that never greets within its timeout, so a pass cannot outlive its lease', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    let mail: ReturnType<typeof smtpTransport> | undefined;
    try {
      const started = Date.now();
      mail = smtpTransport(`smtp://127.0.0.1:${port}`, 'Citizen Connect <no-reply@cc.test>', 300);
      await expect(mail.send({ id: 1, channel: 'email', recipient: 'x@example.in', subject: 's', body: 'b', reference: 'test-silent-smtp' })).rejects.toThrow(/Greeting never received|Timeout/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      // The silent server holds the client's socket; close both sides.
      mail?.close?.();
      silent.close();
    }
  });
});
