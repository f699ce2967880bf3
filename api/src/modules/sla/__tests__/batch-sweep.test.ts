import type { Knex } from 'knex';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { fixedClock } from '../clock';
import { escalateOverdue, type EscalationDone } from '../escalation.service';
import { istDate } from '../office-hours';
import { officeHoursElapsed, slaFields } from '../sla.service';
import { insertRequests, once, tally, type OverdueFixture } from './fixtures/overdue-requests';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let iso: IsolatedDatabase;
let db: Knex;
// A Wednesday noon IST: the overdue rows below reach back over a weekend.
const now = new Date('2031-03-12T12:00:00+05:30');
const clock = fixedClock(now);
const userIds: Record<string, number> = {};

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  db = iso.pool();
  // Officials who must not be chosen: a later id at level 1 in Raisen (its role's name sorts first),
  // an inactive collector in Vidisha (level 2 there stays with the assignee).
  await db('users').insert([
    { username: 'booth_raisen', passwordHash: 'x', name: 'Booth Officer', role: 'booth_official', district: 'raisen' },
    { username: 'collector_vidisha', passwordHash: 'x', name: 'Former Collector', role: 'collector', district: 'vidisha', isActive: false },
  ]);
  for (const user of await db('users').select('id', 'username')) userIds[user.username] = user.id;
  // Holidays inside the overdue span and after now: both the overdue hours and the new due time meet them.
  await db('holidays').insert([
    { date: istDate(new Date(now.getTime() - 2 * DAY)), name: 'Past holiday' },
    { date: istDate(new Date(now.getTime() + DAY)), name: 'Coming holiday' },
  ]);
  await db('request_types').where({ name: 'health' }).update({ standardResponseTime: 24 });
});
afterAll(() => iso.close());

/**
 * 240 overdue requests (due from 1 h to 10 days ago) across two districts, four levels, the
 * open statuses, two request types and both kinds of filer.
 */
function overdueMix(): OverdueFixture[] {
  const statuses = ['pending', 'escalated', 'in_progress', 'assigned'];
  return Array.from({ length: 240 }, (_, i) => ({
    dueAt: new Date(now.getTime() - HOUR - i * HOUR),
    status: statuses[i % 4],
    requestType: i % 3 ? 'infrastructure' : 'health',
    district: i % 5 ? 'raisen' : 'vidisha',
    escalationLevel: i % 4,
    assignedTo: i % 2 ? userIds.staff : null,
    filer: i % 7 ? 'citizen' : 'public',
  }));
}

/** The official the escalation must reach, from the demo users (spec §4 levels), or the old assignee. */
function expectedOfficial(level: number, district: string, assignedTo: number | null): number | null {
  const byLevel: Record<number, Record<string, string>> = {
    1: { raisen: 'official', vidisha: 'health_officer' },
    2: { raisen: 'collector_raisen' },
    3: { raisen: 'principal_secretary', vidisha: 'principal_secretary' },
    4: { raisen: 'admin', vidisha: 'admin' },
  };
  const username = byLevel[level]?.[district];
  return username ? userIds[username]! : assignedTo;
}

describe('the set-based escalation sweep', () => {
  it('escalates each of 240 overdue requests exactly once when two sweeps race over them', async () => {
    const fixtures = overdueMix();
    const ids = await insertRequests(db, fixtures);
    const untouched = await insertRequests(db, [
      { dueAt: new Date(now.getTime() - DAY), status: 'resolved' },
      { dueAt: new Date(now.getTime() - DAY), escalationLevel: 5 },
      { dueAt: new Date(now.getTime() + HOUR) },
    ]);
    const before = new Map(ids.map((id, i) => [id, fixtures[i]!]));

    // Two processes' schedulers, each taking small batches until nothing is left for it.
    const sweep = async (pool: Knex) => {
      const done: EscalationDone[] = [];
      for (let batch = await escalateOverdue(pool, clock, 37); batch.length; batch = await escalateOverdue(pool, clock, 37)) done.push(...batch);
      return done;
    };
    const [first, second] = await Promise.all([sweep(iso.pool()), sweep(iso.pool())]);
    const done = [...first!, ...second!];

    expect(done.map((d) => d.requestId).sort((a, b) => a - b)).toEqual(ids);
    expect(await escalateOverdue(db, clock)).toEqual([]);
    const channels = (id: number) => (before.get(id)!.filer === 'public' ? 1 : 2);
    expect(await tally(db, ids)).toEqual({
      escalations: once(ids),
      history: once(ids),
      notifications: Object.fromEntries(ids.map((id) => [id, channels(id)])),
    });
    expect(await tally(db, untouched)).toEqual({ escalations: {}, history: {}, notifications: {} });

    // Each row computed as the one-request functions compute it (own holidays, own settings).
    const rows = new Map((await db('requests').whereIn('id', ids).select()).map((row) => [row.id, row]));
    const escalations = new Map((await db('escalations').whereIn('requestId', ids).select()).map((row) => [row.requestId, row]));
    const history = new Map((await db('request_history').whereIn('requestId', ids).where({ action: 'escalate' }).select()).map((row) => [row.requestId, row]));
    for (const d of done) {
      const fixture = before.get(d.requestId)!;
      const level = fixture.escalationLevel! + 1;
      const reason = `overdue by ${Math.max(1, Math.ceil(await officeHoursElapsed(db, fixture.dueAt, now)))} h`;
      const toUserId = expectedOfficial(level, fixture.district!, fixture.assignedTo ?? null);
      expect(d).toEqual({ requestId: d.requestId, level, fromUserId: fixture.assignedTo ?? null, toUserId, reason });
      const sla = await slaFields(db, fixture.requestType!, now);
      expect(rows.get(d.requestId)).toMatchObject({ escalationLevel: level, assignedTo: toUserId, status: fixture.status, slaStartedAt: now, dueAt: sla.dueAt, updatedAt: now });
      expect(escalations.get(d.requestId)).toMatchObject({ escalationLevel: level, fromUserId: fixture.assignedTo ?? null, toUserId, reason, escalatedAt: now });
      expect(history.get(d.requestId)).toMatchObject({
        fromStatus: fixture.status,
        toStatus: fixture.status,
        notes: `${reason}: level ${level}`,
        userId: null,
        userRole: 'system',
        createdAt: now,
      });
    }
    // The holidays count: one over the overdue span, one in the new SLA period.
    const health = done.find((d) => before.get(d.requestId)!.requestType === 'health')!;
    expect(rows.get(health.requestId).dueAt.getTime() - now.getTime()).toBeGreaterThan(3 * DAY);

    // The citizens hear of the new level once per channel, in their language.
    const outbox = await db('notification_outbox').whereIn('requestId', ids).where({ event: 'escalated' }).select('requestId', 'dedupeKey', 'channel', 'recipient', 'language', 'userId');
    for (const message of outbox) {
      const fixture = before.get(message.requestId)!;
      expect(message.dedupeKey).toBe(`request-${message.requestId}-escalated-L${fixture.escalationLevel! + 1}-${message.channel}`);
      expect(message).toMatchObject(
        fixture.filer === 'public'
          ? { channel: 'sms', recipient: '9876543210', language: 'hi', userId: null }
          : { recipient: message.channel === 'email' ? 'citizen@example.in' : '9876543210', userId: userIds.citizen },
      );
    }
  });
});
