import type { Db } from '../../../db/knex';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import type { AppKoa } from '../../../types';
import { anonymiseAccount } from '../../data-deletion/anonymise-account';
import { fixedClock } from '../../sla/clock';
import { escalateOverdue } from '../../sla/escalation.service';
import { captcha, FORM, userId } from './request-test-kit';

/**
 * The request counters (migration 014) against count(*): changes go through the real code paths
 * (intake, workflow, escalation, account anonymisation) and raw SQL (bulk insert, update, delete,
 * a user's hard delete setting assigned_to null), then the counters must equal the table grouped
 * the same way, and GET /api/requests/stats must equal a count(*) of each caller's scope.
 */
const now = new Date('2026-11-25T06:30:00Z');
const OPEN = ['pending', 'escalated', 'in_progress', 'assigned'];
let iso: IsolatedDatabase;
let app: AppKoa;
let db: Db;
const clients: Record<'citizen' | 'staff' | 'official' | 'ministerStaff' | 'admin', TestClient> = {} as never;
const ids: Record<'citizen' | 'citizen2' | 'staff' | 'official' | 'collector', number> = {} as never;

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  ({ app, db } = iso.app(fixedClock(now)));
  const logins = { citizen: 'citizen123', staff: 'staff123', official: 'official123', ministerStaff: 'minister123', admin: 'admin123' } as const;
  await Promise.all(
    Object.entries(logins).map(async ([name, password]) => {
      const client = new TestClient(app);
      await client.login(name === 'ministerStaff' ? 'minister_staff' : name, password);
      clients[name as keyof typeof clients] = client;
    }),
  );
  for (const name of ['citizen', 'citizen2', 'staff', 'official'] as const) ids[name] = await userId(db, name);
  ids.collector = await userId(db, 'collector_raisen');
});
afterAll(() => iso.close());

/** count(*) grouped like each counter table, beside the counter rows that are not zero. */
async function countersAgainstTable() {
  const grouped = async (sql: string) => (await db.raw(sql)).rows as unknown[];
  return {
    byType: {
      counters: await grouped('select district, request_type, status, requests::int, with_due_at::int from request_counts where requests <> 0 or with_due_at <> 0 order by 1, 2, 3'),
      table: await grouped('select district, request_type, status, count(*)::int as requests, count(due_at)::int as with_due_at from requests group by 1, 2, 3 order by 1, 2, 3'),
    },
    byAssignee: {
      counters: await grouped('select assigned_to, district, status, requests::int, with_due_at::int from request_assignee_counts where requests <> 0 or with_due_at <> 0 order by 1, 2, 3'),
      table: await grouped(
        'select assigned_to, district, status, count(*)::int as requests, count(due_at)::int as with_due_at from requests where assigned_to is not null group by 1, 2, 3 order by 1, 2, 3',
      ),
    },
  };
}

async function expectCountersExact() {
  const { byType, byAssignee } = await countersAgainstTable();
  expect(byType.table.length).toBeGreaterThan(0);
  expect(byType.counters).toEqual(byType.table);
  expect(byAssignee.counters).toEqual(byAssignee.table);
}

/** The stats a caller should see, counted here with the scope rule written out (not request-scope.ts). */
async function expectedStats(scope: string, bindings: Array<string | number>, overdueOnly: boolean) {
  const open = OPEN.map((s) => `'${s}'`).join(', ');
  const overdue = `status in (${open}) and due_at <= ?`;
  const { rows } = await db.raw(
    `select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
       count(*) filter (where status = 'in_progress')::int as in_progress, count(*) filter (where status = 'resolved')::int as resolved,
       count(*) filter (where ${overdue})::int as overdue
     from requests where (${scope}) ${overdueOnly ? `and ${overdue}` : ''}`,
    [now, ...bindings, ...(overdueOnly ? [now] : [])],
  );
  return rows[0];
}

async function expectStatsExact() {
  const scopes: Array<[keyof typeof clients, string, Array<string | number>]> = [
    ['admin', 'true', []],
    ['ministerStaff', 'true', []],
    ['staff', 'district = ? or assigned_to = ?', ['raisen', ids.staff]],
    ['official', 'district = ? or assigned_to = ?', ['raisen', ids.official]],
    ['citizen', 'submitter_id = ?', [ids.citizen]],
  ];
  for (const [who, scope, bindings] of scopes) {
    for (const overdueOnly of [false, true]) {
      const res = await clients[who].get(`/api/requests/stats${overdueOnly ? '?overdue=true' : ''}`);
      expect(res.status).toBe(200);
      expect({ who, overdueOnly, stats: res.body }).toEqual({ who, overdueOnly, stats: await expectedStats(scope, bindings, overdueOnly) });
    }
  }
  // One citizen's requests as staff see them (the list's submitter filter within the staff scope).
  const own = await clients.staff.get(`/api/requests/stats?citizenId=${ids.citizen}`);
  expect(own.body).toEqual(await expectedStats('submitter_id = ? and (district = ? or assigned_to = ?)', [ids.citizen, 'raisen', ids.staff], false));
}

/** Rows straight in SQL, one statement (as the bench loader does): districts, types, statuses, assignees and due times mixed. */
async function bulkInsert(count: number) {
  await db.raw(
    `insert into requests (request_id, request_type, status, description, name, phone, district, address, assigned_to, submitter_id, escalation_level, due_at)
     select 'BULK-' || nextval('request_code_seq'),
       (array['infrastructure', 'health', 'education'])[1 + i % 3],
       (array['pending', 'in_progress', 'resolved', 'escalated', 'rejected', 'assigned', 'closed'])[1 + i % 7],
       'Bulk', 'Bulk Person', '9000000000',
       (array['raisen', 'vidisha', 'sehore', 'dewas'])[1 + i % 4], 'Somewhere',
       (array[null, ?, ?, ?]::int[])[1 + i % 5],
       case i % 6 when 0 then ?::int when 3 then ?::int end,
       i % 3,
       case when i % 13 = 0 then null else ?::timestamptz + (i % 200 - 100) * interval '1 hour' end
     from generate_series(1, ?) as i`,
    [ids.staff, ids.official, ids.collector, ids.citizen, ids.citizen2, now, count],
  );
}

describe('request counters (migration 014)', () => {
  it('match count(*) after every kind of change, and the stats match each scope\'s count(*)', async () => {

    // Intake and the workflow, through the API.
    const filed: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await clients.citizen.post('/api/requests', { ...FORM, ...(await captcha(clients.citizen)) });
      expect(res.status).toBe(201);
      filed.push(res.body.id);
    }
    const patch = (who: keyof typeof clients, id: number, body: object) => clients[who].send('patch', `/api/requests/${id}`, body);
    expect((await patch('staff', filed[0]!, { action: 'approve_forward', assignedTo: ids.official })).status).toBe(200);
    expect((await patch('admin', filed[1]!, { action: 'reject', remarks: 'Duplicate' })).status).toBe(200);
    expect((await patch('admin', filed[2]!, { action: 'complete', remarks: 'Done' })).status).toBe(200);
    await expectCountersExact();

    // A bulk load in one statement, then the SLA sweep escalating overdue ones (status, level, assignee, due time).
    await bulkInsert(3000);
    await expectCountersExact();
    expect((await escalateOverdue(db, fixedClock(now), 30)).length).toBeGreaterThan(0);
    await expectCountersExact();

    // A citizen's data deletion rewrites their requests (no counted column changes: counts stay).
    expect((await db.transaction((trx) => anonymiseAccount(trx, ids.citizen2, now))).requestIds.length).toBeGreaterThan(0);
    await expectCountersExact();

    // Bulk changes of every counted column, deletions, and a rolled-back change.
    await db.raw("update requests set status = 'in_progress', assigned_to = ? where id % 7 = 0 and status = 'pending'", [ids.official]);
    await db.raw("update requests set district = 'dewas', request_type = 'health' where id % 9 = 0");
    await db.raw('update requests set due_at = null where id % 17 = 0');
    await db.raw('delete from requests where id % 11 = 0');
    await db
      .transaction(async (trx) => {
        await trx.raw("update requests set status = 'resolved'");
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectCountersExact();

    // Concurrent writers on two pools (two API processes), on new and existing keys alike.
    const other = iso.pool();
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? db : other).raw(
          i % 3
            ? "update requests set status = 'resolved' where id = (select id from requests where status = 'pending' order by id offset ? limit 1)"
            : "insert into requests (request_id, request_type, status, description, name, phone, district, address) values ('RACE-' || ?, 'water', 'pending', 'x', 'y', '9', 'new_district', 'z')",
          [i],
        ),
      ),
    );
    await expectCountersExact();

    // A user's hard delete sets assigned_to null through the foreign key (an UPDATE the app never wrote).
    const [temp] = await db('users').insert({ username: 'counted_temp', name: 'Temp', role: 'staff', passwordHash: 'x', district: 'vidisha' }).returning('id');
    await db.raw('update requests set assigned_to = ? where id % 10 = 3 and assigned_to is null', [temp.id]);
    await db('users').where({ id: temp.id }).delete();
    expect(await db('requests').where({ assignedTo: temp.id }).count({ n: '*' }).first()).toEqual({ n: 0 });
    await expectCountersExact();

    // The district scope's "or assigned to me" half has rows to count for both district-scoped callers.
    for (const who of ['staff', 'official'] as const) {
      expect(await db('requests').where({ assignedTo: ids[who] }).whereNot({ district: 'raisen' }).count({ n: '*' }).first()).not.toEqual({ n: 0 });
    }
    await expectStatsExact();
  });

  it('empties with the table on TRUNCATE', async () => {
    await db.raw('truncate requests cascade');
    expect((await db.raw('select (select count(*) from request_counts)::int + (select count(*) from request_assignee_counts)::int as n')).rows[0].n).toBe(0);
    expect((await clients.admin.get('/api/requests/stats')).body).toEqual({ total: 0, pending: 0, in_progress: 0, resolved: 0, overdue: 0 });
  });
});
