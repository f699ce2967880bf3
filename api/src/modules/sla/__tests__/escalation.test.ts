import type { Db } from '../../../db/knex';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { AppKoa } from '../../../types';
import { captcha, FORM, userId } from '../../requests/__tests__/request-test-kit';
import { fixedClock, type ControllableClock } from '../clock';
import { escalateOverdue } from '../escalation.service';
import { addOfficeHours, officeHoursBetween } from '../office-hours';

const HOUR = 3_600_000;
let iso: IsolatedDatabase;
let app: AppKoa;
let db: Db;
let clock: ControllableClock;
let citizen: TestClient;
let staff: TestClient;
let admin: TestClient;

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  clock = fixedClock(new Date());
  ({ app, db } = iso.app(clock));
  citizen = new TestClient(app);
  staff = new TestClient(app);
  admin = new TestClient(app);
  await Promise.all([citizen.login('citizen', 'citizen123'), staff.login('staff', 'staff123'), admin.login('admin', 'admin123')]);
});
afterAll(() => iso.close());

async function file(): Promise<{ id: number; dueAt: Date }> {
  const res = await citizen.post('/api/requests', { ...FORM, ...(await captcha(citizen)) });
  expect(res.status).toBe(201);
  return { id: res.body.id, dueAt: new Date(res.body.dueAt) };
}

const row = (id: number) => db('requests').where({ id }).first();
const escalationsOf = (id: number) => db('escalations').where({ requestId: id }).orderBy('id');
const timeline = async (id: number) => (await admin.get(`/api/admin/requests/${id}/workflow`)).body;

describe('overdue escalation (controllable clock)', () => {
  it('sets the due time on filing: the standard response time in office hours', async () => {
    const { id, dueAt } = await file();
    const stored = await row(id);
    expect(new Date(stored.dueAt)).toEqual(dueAt);
    expect(dueAt).toEqual(addOfficeHours(new Date(stored.submittedAt), 72));
    expect(new Date(stored.slaStartedAt)).toEqual(new Date(stored.submittedAt));
  });

  it('escalates an overdue request once, to the next level\'s official of its district, and restarts the clock', async () => {
    const { id, dueAt } = await file();
    const official = await userId(db, 'official');
    clock.set(new Date(dueAt.getTime() + 2 * HOUR));
    expect((await timeline(id)).timeMetrics).toMatchObject({ isOverdue: true, dueAt: dueAt.toISOString() });

    const done = await escalateOverdue(db, clock);
    const overdueBy = Math.max(1, Math.ceil(officeHoursBetween(dueAt, await clock(db))));
    // Requests filed by earlier tests are overdue by now too: this one is escalated exactly once.
    expect(done.filter((d) => d.requestId === id)).toEqual([{ requestId: id, level: 1, fromUserId: null, toUserId: official, reason: `overdue by ${overdueBy} h` }]);
    expect(await escalateOverdue(db, clock)).toEqual([]);

    const after = await row(id);
    expect(after).toMatchObject({ escalationLevel: 1, assignedTo: official, status: 'pending' });
    expect(new Date(after.slaStartedAt)).toEqual(await clock(db));
    expect(new Date(after.dueAt)).toEqual(addOfficeHours(await clock(db), 72));
    expect(await escalationsOf(id)).toEqual([
      expect.objectContaining({ escalationLevel: 1, fromUserId: null, toUserId: official, reason: `overdue by ${overdueBy} h` }),
    ]);
    const history = await db('request_history').where({ requestId: id }).orderBy('id');
    expect(history.map((h) => [h.action, h.userRole])).toEqual([
      ['submitted', 'citizen'],
      ['escalate', 'system'],
    ]);
    expect(history[1].notes).toBe(`overdue by ${overdueBy} h: level 1`);
    // The citizen hears of it in the same transaction (the form gave no e-mail: their account's).
    expect((await db('notification_outbox').where({ requestId: id, event: 'escalated' })).map((r) => [r.dedupeKey, r.recipient]).sort()).toEqual([
      [`request-${id}-escalated-L1-email`, 'citizen@example.in'],
      [`request-${id}-escalated-L1-sms`, FORM.phone],
    ]);
    const metrics = (await timeline(id)).timeMetrics;
    expect(metrics).toMatchObject({ isOverdue: false, timeElapsed: 0 });
  });

  it('goes up one level per overdue period: level 2 is the district collector', async () => {
    const { id, dueAt } = await file();
    clock.set(new Date(dueAt.getTime() + HOUR));
    await escalateOverdue(db, clock);
    clock.set(new Date((await row(id)).dueAt.getTime() + HOUR));
    await escalateOverdue(db, clock);
    const collector = await userId(db, 'collector_raisen');
    const official = await userId(db, 'official');
    expect((await escalationsOf(id)).map((e) => [e.escalationLevel, e.fromUserId, e.toUserId])).toEqual([
      [1, null, official],
      [2, official, collector],
    ]);
    expect(await row(id)).toMatchObject({ escalationLevel: 2, assignedTo: collector });
    const body = await timeline(id);
    expect(body.escalations.map((e: { toUserName: string }) => e.toUserName)).toEqual(['Vijay Patel', 'Arvind Mishra']);
  });

  it('restarts the clock when staff forward a request (the escalation to level 1)', async () => {
    const { id } = await file();
    const official = await userId(db, 'official');
    await db('requests').where({ id }).update({ submittedAt: db.raw("now() - interval '10 days'"), slaStartedAt: db.raw("now() - interval '10 days'") });
    expect((await staff.send('patch', `/api/requests/${id}`, { action: 'approve_forward', assignedTo: official })).status).toBe(200);
    const after = await row(id);
    expect(Date.now() - new Date(after.slaStartedAt).getTime()).toBeLessThan(60_000);
    expect(new Date(after.dueAt)).toEqual(addOfficeHours(new Date(after.slaStartedAt), 72));
    expect((await db('notification_outbox').where({ requestId: id, event: 'forwarded' })).length).toBe(2);
  });

  it('never escalates a resolved request, nor one already at level 5', async () => {
    const resolved = await file();
    const res = await staff.send('patch', `/api/requests/${resolved.id}`, { action: 'complete', remarks: 'Fixed the road' });
    expect(res.status).toBe(200);
    const top = await file();
    await db('requests').where({ id: top.id }).update({ escalationLevel: 5 });
    clock.set(new Date(Date.now() + 365 * 24 * HOUR));
    const done = await escalateOverdue(db, clock);
    expect(done.map((d) => d.requestId)).not.toContain(resolved.id);
    expect(done.map((d) => d.requestId)).not.toContain(top.id);
    expect(await escalationsOf(resolved.id)).toEqual([]);
    expect(await escalationsOf(top.id)).toEqual([]);
    expect((await timeline(top.id)).timeMetrics.isOverdue).toBe(true);
  });
});
