import { createLogger } from '../../../lib/logger';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { Db } from '../../../db/knex';
import type { AppKoa } from '../../../types';
import { captcha, FORM, insertRequest, userId } from '../../requests/__tests__/request-test-kit';
import { escalateOverdue } from '../../sla/escalation.service';
import { claimBatch, dispatchPending } from '../../notifications/dispatcher';
import type { OutgoingMessage, Transports } from '../../notifications/transports';

// Its own database: the dispatcher and the counts act on the whole outbox.
const logger = createLogger('silent');
let iso: IsolatedDatabase;
let app: AppKoa;
let db: Db;
let admin: TestClient;

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  ({ app, db } = iso.app());
  admin = new TestClient(app);
  await admin.login('admin', 'admin123');
});
afterAll(() => iso.close());

/** A gateway that refuses everything, then one that takes everything (and remembers it). */
const down: Transports = {
  email: { send: async () => Promise.reject(new Error('SMTP connection refused')) },
  sms: { send: async () => Promise.reject(new Error('SMS gateway answered 503')) },
};
const delivered: OutgoingMessage[] = [];
const up: Transports = {
  email: { send: async (m) => (delivered.push(m), 'sent') },
  sms: { send: async (m) => (delivered.push(m), 'sent') },
};

async function file(email: string) {
  const client = new TestClient(app);
  const res = await client.post('/api/requests', { ...FORM, email, ...(await captcha(client)) });
  expect(res.status).toBe(201);
  // One message per request keeps the figures plain: the e-mail only.
  await db('notification_outbox').where({ requestId: res.body.id, channel: 'sms' }).delete();
  return res.body as { id: number; requestId: string };
}

describe('failed and stuck notifications, for an admin', () => {
  let failed: { id: number; requestId: string };
  let stuck: { id: number; requestId: string };
  let stuckRowId: number;

  it('lists a notification that gave up after its retries, with the reason and the request', async () => {
    failed = await file('gave.up@example.in');
    await dispatchPending(db, { transports: down, logger, maxAttempts: 1 });
    const res = await admin.get('/api/admin/jobs/failed?search=gave.up');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(res.body.items[0]).toMatchObject({
      state: 'failed',
      channel: 'email',
      event: 'received',
      recipient: 'gave.up@example.in',
      requestCode: failed.requestId,
      attempts: 1,
      lastError: 'SMTP connection refused',
      retryable: true,
    });
  });

  it('lists a claim whose process died long ago as stuck, and counts both in the settings', async () => {
    stuck = await file('claimed.and.died@example.in');
    // A dispatcher claimed it an hour ago and never came back (its one-minute lease long over).
    await db('notification_outbox').where({ requestId: stuck.id }).update({ nextAttemptAt: db.raw("now() - interval '2 hours'") });
    expect(await claimBatch(db, new Date(Date.now() - 3_600_000), 60_000, 10)).toHaveLength(1);
    const list = await admin.get('/api/admin/jobs/failed?search=claimed.and.died');
    expect(list.body.items).toEqual([expect.objectContaining({ state: 'stuck', requestCode: stuck.requestId, retryable: false })]);
    stuckRowId = list.body.items[0].id;

    const settings = await admin.get('/api/admin/system-settings');
    expect(settings.body.jobs).toEqual({ failed: 1, stuck: 1, escalationsStuck: 0 });
    const everything = await admin.get('/api/admin/jobs/failed?pageSize=1&page=2');
    expect(everything.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(everything.body.items).toHaveLength(1);
    // Newest first: page 2 of 1 is the older one, the failed message.
    expect(everything.body.items[0].requestCode).toBe(failed.requestId);
  });

  it('retries a failed one: back in the queue, delivered once on the next pass, audited', async () => {
    const [row] = (await admin.get('/api/admin/jobs/failed?search=gave.up')).body.items;
    const retried = await admin.post(`/api/admin/jobs/failed/${row.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: row.id, state: 'stuck', attempts: 0, retryable: false });
    expect((await admin.get('/api/admin/system-settings')).body.jobs.failed).toBe(0);
    // A second retry of the same row: it is no longer failed.
    expect((await admin.post(`/api/admin/jobs/failed/${row.id}/retry`)).status).toBe(404);

    await dispatchPending(db, { transports: up, logger });
    await dispatchPending(db, { transports: up, logger });
    expect(delivered.filter((m) => m.recipient === 'gave.up@example.in')).toHaveLength(1);
    // The next pass also took over the dead claim: once.
    expect(delivered.filter((m) => m.recipient === 'claimed.and.died@example.in')).toHaveLength(1);
    expect(await admin.get('/api/admin/system-settings').then((r) => r.body.jobs)).toEqual({ failed: 0, stuck: 0, escalationsStuck: 0 });
    expect(await db('notification_outbox').where({ id: row.id }).first('status', 'attempts')).toEqual({ status: 'sent', attempts: 1 });
    expect((await admin.get('/api/admin/jobs/failed?search=gave.up')).body.total).toBe(0);
    const audit = await db('admin_audit').where({ entity: 'notification', entityId: String(row.id) }).first('action', 'before', 'after');
    expect(audit).toMatchObject({ action: 'update', before: { status: 'failed', attempts: 1 }, after: { status: 'pending', attempts: 0 } });
  });

  it('one message failing does not hold back the others in the same pass', async () => {
    const [a, b] = [await file('bounces@example.in'), await file('fine@example.in')];
    const picky: Transports = {
      ...up,
      email: { send: async (m) => (m.recipient === 'bounces@example.in' ? Promise.reject(new Error('550 mailbox unavailable')) : up.email.send(m)) },
    };
    const result = await dispatchPending(db, { transports: picky, logger, maxAttempts: 3 });
    expect(result).toMatchObject({ delivered: 1, retrying: 1 });
    expect(await db('notification_outbox').whereIn('requestId', [a.id, b.id]).orderBy('requestId').pluck('status')).toEqual(['pending', 'sent']);
    expect(delivered.filter((m) => m.recipient === 'fine@example.in')).toHaveLength(1);
  });

  it('counts overdue requests that no escalation reached for half an hour, not those at the top level', async () => {
    const citizen = await userId(db, 'citizen');
    const [waiting, recent, top] = [await insertRequest(db, { submitterId: citizen }), await insertRequest(db, { submitterId: citizen }), await insertRequest(db, { submitterId: citizen, escalationLevel: 5 })];
    await db('requests').whereIn('id', [waiting, top]).update({ dueAt: db.raw("now() - interval '2 hours'") });
    await db('requests').where({ id: recent }).update({ dueAt: db.raw("now() - interval '5 minutes'") });
    expect((await admin.get('/api/admin/system-settings')).body.jobs.escalationsStuck).toBe(1);
    // The scheduler's sweep takes it: the count goes back to 0.
    await escalateOverdue(db);
    expect((await admin.get('/api/admin/system-settings')).body.jobs.escalationsStuck).toBe(0);
  });

  it('refuses what it cannot do: a row not failed or unknown, a body, an unknown query key, a citizen', async () => {
    const row = { id: stuckRowId };
    expect((await admin.post(`/api/admin/jobs/failed/${row.id}/retry`)).status).toBe(404);
    expect((await admin.post('/api/admin/jobs/failed/999999/retry')).status).toBe(404);
    expect((await admin.post(`/api/admin/jobs/failed/${row.id}/retry`, { force: true })).status).toBe(400);
    expect((await admin.get('/api/admin/jobs/failed?status=failed')).status).toBe(400);
    const citizen = new TestClient(app);
    await citizen.login('citizen', 'citizen123');
    expect((await citizen.get('/api/admin/jobs/failed')).status).toBe(403);
    expect((await citizen.post(`/api/admin/jobs/failed/${row.id}/retry`)).status).toBe(403);
  });
});
