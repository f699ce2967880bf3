import { nextRequestCode } from '../../requests/request-code';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { Db } from '../../../db/knex';
import { fixedClock } from '../clock';
import { dueAfter } from '../sla.service';

const HOUR = 3_600_000;
let iso: IsolatedDatabase;
let db: Db;
let staff: TestClient;
let admin: TestClient;
let citizen: TestClient;
const now = new Date('2026-11-25T06:30:00Z');
const ids: Record<string, number> = {};

async function insert(name: string, fields: { dueInHours: number; status?: string; district?: string }) {
  const [row] = await db('requests')
    .insert({
      requestId: await nextRequestCode(db),
      requestType: 'infrastructure',
      status: fields.status ?? 'pending',
      description: name,
      name,
      phone: '9000000000',
      district: fields.district ?? 'raisen',
      address: 'Somewhere',
      dueAt: new Date(now.getTime() + fields.dueInHours * HOUR),
    })
    .returning('id');
  ids[name] = row.id;
}

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  const made = iso.app(fixedClock(now));
  db = made.db;
  [staff, admin, citizen] = [new TestClient(made.app), new TestClient(made.app), new TestClient(made.app)];
  await Promise.all([staff.login('staff', 'staff123'), admin.login('admin', 'admin123'), citizen.login('citizen', 'citizen123')]);
  await insert('late-2h', { dueInHours: -2 });
  await insert('late-1h', { dueInHours: -1, status: 'in_progress' });
  await insert('due-in-5h', { dueInHours: 5 });
  await insert('resolved-late', { dueInHours: -3, status: 'resolved' });
  await insert('other-district-late', { dueInHours: -4, district: 'vidisha' });
});
afterAll(() => iso.close());

const names = (items: Array<{ name: string }>) => items.map((i) => i.name);

describe('overdue lists and stats', () => {
  it('lists the overdue requests of the caller\'s scope, soonest deadline first', async () => {
    const res = await staff.get('/api/requests?overdue=true&sort=due');
    expect(res.status).toBe(200);
    expect(names(res.body.items)).toEqual(['late-2h', 'late-1h']);
    expect(res.body.items[0]).toMatchObject({ isOverdue: true, dueAt: new Date(now.getTime() - 2 * HOUR).toISOString() });
    expect(names((await admin.get('/api/admin/requests?overdue=true&sort=due')).body.items)).toEqual(['other-district-late', 'late-2h', 'late-1h']);
  });

  it('pages through sort=due with its own keyset cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await admin.get(`/api/requests?sort=due&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...names(res.body.items));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['other-district-late', 'resolved-late', 'late-2h', 'late-1h', 'due-in-5h']);
    // The newest-first cursor means nothing in the due order, and the other way round.
    const newest = (await admin.get('/api/requests?limit=1')).body.nextCursor;
    expect((await admin.get(`/api/requests?sort=due&cursor=${newest}`)).status).toBe(400);
    const due = (await admin.get('/api/requests?sort=due&limit=1')).body.nextCursor;
    expect((await admin.get(`/api/requests?cursor=${due}`)).status).toBe(400);
    expect((await admin.get('/api/requests?sort=oldest')).body).toMatchObject({ messageKey: 'invalidSort', field: 'sort' });
  });

  it('counts overdue requests in the stats and filters them with overdue=true', async () => {
    expect((await admin.get('/api/requests/stats')).body).toMatchObject({ total: 5, overdue: 3 });
    expect((await admin.get('/api/requests/stats?overdue=true')).body).toEqual({ total: 3, pending: 2, in_progress: 1, resolved: 0, overdue: 3 });
    expect((await staff.get('/api/requests/stats?overdue=true')).body).toMatchObject({ total: 2, overdue: 2 });
    expect((await citizen.get('/api/requests/stats?overdue=true')).body).toMatchObject({ total: 0 });
  });
});

describe('holiday list (admin)', () => {
  it('adds, lists and removes holidays, with bilingual refusals', async () => {
    const added = await admin.post('/api/admin/holidays', { date: '2099-01-26', name: 'Republic Day', nameHi: 'गणतंत्र दिवस' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), date: '2099-01-26', name: 'Republic Day', nameHi: 'गणतंत्र दिवस' });
    expect((await admin.post('/api/admin/holidays', { date: '2099-01-26', name: 'Again' })).body).toMatchObject({ messageKey: 'holidayExists' });
    expect((await admin.post('/api/admin/holidays', { date: '2099-02-30', name: 'No such day' })).body).toMatchObject({ messageKey: 'holidayDateRequired', field: 'date' });
    expect((await admin.post('/api/admin/holidays', { date: '2099-03-01', name: ' ' })).body).toMatchObject({ messageKey: 'holidayNameRequired' });
    expect((await citizen.post('/api/admin/holidays', { date: '2099-03-01', name: 'Holi' })).status).toBe(403);
    expect((await staff.get('/api/admin/holidays')).status).toBe(403);
    expect((await admin.get('/api/admin/holidays')).body).toContainEqual(added.body);
    expect((await admin.send('delete', `/api/admin/holidays/${added.body.id}`)).body).toMatchObject({ success: true, messageKey: 'holidayRemoved' });
    expect((await admin.send('delete', `/api/admin/holidays/${added.body.id}`)).status).toBe(404);
  });

  it('moves due times past a holiday', async () => {
    // Monday 2099-03-02, 09:00 IST; 9 office hours end at 18:00 the same day, or Tuesday with Monday off.
    const monday = new Date('2099-03-02T09:00:00+05:30');
    expect(await dueAfter(db, monday, 9)).toEqual(new Date('2099-03-02T18:00:00+05:30'));
    expect((await admin.post('/api/admin/holidays', { date: '2099-03-02', name: 'Holi', nameHi: 'होली' })).status).toBe(201);
    expect(await dueAfter(db, monday, 9)).toEqual(new Date('2099-03-03T18:00:00+05:30'));
  });
});
