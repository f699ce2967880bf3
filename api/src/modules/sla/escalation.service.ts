import type { Knex } from 'knex';
import { enqueueRequestEvents } from '../notifications/outbox.service';
import { ServiceRequest } from '../requests/request.model';
import { databaseClock, type Clock } from './clock';
import { MAX_ESCALATION_LEVEL, OPEN_STATUSES } from './open-statuses';
import { loadSlaCalendar, officeHoursIn, slaFieldsIn } from './sla.service';

export interface EscalationDone {
  requestId: number;
  level: number;
  fromUserId: number | null;
  toUserId: number | null;
  reason: string;
}

/** Requests taken and escalated in one transaction: short enough to hold the row locks briefly. */
const ESCALATION_BATCH = 500;

/**
 * "Open and below the top level", spelled as literals so the planner matches it with the partial
 * index requests_escalation_due_idx (migration 016) whatever the bind values.
 */
const ESCALATABLE = `requests.status in (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')}) and requests.escalation_level < ${MAX_ESCALATION_LEVEL}`;

type OverdueRow = Pick<ServiceRequest, 'id' | 'status' | 'requestType' | 'district' | 'assignedTo' | 'escalationLevel'> & { dueAt: Date };

/**
 * The oldest overdue requests, locked; rows another sweep holds are skipped, not waited for. The
 * candidates come first from an index-only read of requests_escalation_due_idx (twice the batch,
 * so a second sweep finds its own rows past the first one's locks): with FOR UPDATE on the same
 * scan the planner weighs the open-only indexes alike and may walk every overdue request stuck at
 * level 5 (66 k of them: 1 s a batch instead of 10 ms).
 */
async function takeOverdue(trx: Knex, now: Date, size: number): Promise<OverdueRow[]> {
  const candidates = ServiceRequest.query(trx)
    .select('id')
    // raw: the partial index's predicate as literal SQL (ESCALATABLE).
    .whereRaw(ESCALATABLE)
    .where('dueAt', '<=', now)
    .orderBy([{ column: 'dueAt' }, { column: 'id' }])
    .limit(2 * size);
  return (await ServiceRequest.query(trx)
    .select('id', 'status', 'requestType', 'district', 'assignedTo', 'escalationLevel', 'dueAt')
    .whereIn('id', candidates)
    // raw: the partial index's predicate as literal SQL (ESCALATABLE).
    .whereRaw(ESCALATABLE)
    .where('dueAt', '<=', now)
    .orderBy([{ column: 'dueAt' }, { column: 'id' }])
    .limit(size)
    .forUpdate()
    .skipLocked()) as OverdueRow[];
}

const officialKey = (level: number, district: string) => `${level}|${district}`;

/**
 * For each (level, district): an active official whose role sits at that level
 * (roles.escalation_level), one of the district first, else a state-wide one (no district).
 * Lowest id, so the choice is repeatable. One query for the whole batch: per role of the level,
 * the first id from users_active_official_idx (migration 016), then the lowest of those. (A plain
 * join ordered by users.id walks the primary key through every citizen instead.)
 */
export async function officialsAtLevels(trx: Knex, pairs: ReadonlyArray<{ level: number; district: string }>): Promise<Map<string, number | null>> {
  const lowest = (district: string) => `lateral (select min(first.id) as id from roles cross join lateral (
      select users.id from users where users.role = roles.name and users.is_active and ${district} order by users.id limit 1) first
    where roles.is_active and roles.escalation_level = wanted.level)`;
  // raw: lateral joins over a JSON recordset of the batch's (level, district) pairs.
  const result = (await trx.raw(
    `select wanted.level, wanted.district, coalesce(local.id, statewide.id) as official
     from jsonb_to_recordset(?::jsonb) as wanted(level int, district text)
     cross join ${lowest('users.district = wanted.district')} local
     cross join ${lowest('users.district is null')} statewide`,
    [JSON.stringify(pairs)],
  )) as { rows: Array<{ level: number; district: string; official: number | null }> };
  return new Map(result.rows.map((row) => [officialKey(row.level, row.district), row.official]));
}

/**
 * Moves the batch up a level in one statement: the request rows (new level, assignee, clock
 * restarted), one escalation row and one 'escalate' history row each.
 */
async function recordEscalations(trx: Knex, now: Date, rows: ReadonlyArray<EscalationDone & { status: string; dueAt: Date; notes: string }>): Promise<void> {
  const batch = rows.map((row) => ({ ...row, dueAt: row.dueAt.toISOString() }));
  // raw: a CTE that updates requests and inserts escalations and history rows for the whole batch at once.
  await trx.raw(
    `with batch as (
       select * from jsonb_to_recordset(?::jsonb)
         as b("requestId" bigint, level int, status text, "fromUserId" int, "toUserId" int, "dueAt" timestamptz, reason text, notes text)
     ), moved as (
       update requests set escalation_level = batch.level, assigned_to = batch."toUserId", sla_started_at = ?, due_at = batch."dueAt", updated_at = ?
       from batch where requests.id = batch."requestId"
     ), escalated as (
       insert into escalations (request_id, escalation_level, from_user_id, to_user_id, reason, escalated_at)
       select "requestId", level, "fromUserId", "toUserId", reason, ? from batch
     )
     insert into request_history (request_id, action, from_status, to_status, notes, user_id, user_role, created_at)
     select "requestId", 'escalate', status, status, notes, null, 'system', ? from batch`,
    [JSON.stringify(batch), now, now, now, now],
  );
}

/**
 * Escalates up to `size` overdue requests in one transaction, set-based: the rows are taken with
 * FOR UPDATE SKIP LOCKED and the due time is part of the locking query (re-checked by PostgreSQL
 * on a row whose lock it waited for), so two schedulers (in two processes) never escalate the same
 * request twice: the second one either skips the locked rows or, once the first committed, no
 * longer finds them overdue (their clocks restarted). The rows, their escalation and history rows
 * and the citizens' notifications commit together.
 */
async function escalateBatch(db: Knex, now: Date, size: number): Promise<EscalationDone[]> {
  return db.transaction(async (trx) => {
    const taken = await takeOverdue(trx, now, size);
    if (!taken.length) return [];
    // Taken oldest due first: the calendar holds the holidays from the first row's due time on.
    const calendar = await loadSlaCalendar(trx, new Date(taken[0]!.dueAt), taken.map((row) => row.requestType));
    const officials = await officialsAtLevels(
      trx,
      [...new Map(taken.map((row) => [officialKey(row.escalationLevel + 1, row.district), { level: row.escalationLevel + 1, district: row.district }])).values()],
    );
    const rows = taken.map((row) => {
      const level = row.escalationLevel + 1;
      const overdueHours = Math.max(1, Math.ceil(officeHoursIn(calendar, new Date(row.dueAt), now)));
      const reason = `overdue by ${overdueHours} h`;
      return {
        requestId: row.id,
        level,
        fromUserId: row.assignedTo,
        toUserId: officials.get(officialKey(level, row.district)) ?? row.assignedTo,
        reason,
        status: row.status,
        notes: `${reason}: level ${level}`,
        // The clock restarts for the new level: a full standard response time from now.
        dueAt: slaFieldsIn(calendar, row.requestType, now).dueAt,
      };
    });
    await recordEscalations(trx, now, rows);
    await enqueueRequestEvents(trx, rows.map((row) => row.requestId), 'escalated');
    return rows.map(({ requestId, level, fromUserId, toUserId, reason }) => ({ requestId, level, fromUserId, toUserId, reason }));
  });
}

/**
 * Escalates the requests overdue at the clock's now, oldest due first, at most `limit`, in
 * transactions of up to ESCALATION_BATCH rows. Returns what was done, in that order.
 */
export async function escalateOverdue(db: Knex, clock: Clock = databaseClock, limit = 500): Promise<EscalationDone[]> {
  const now = await clock(db);
  const done: EscalationDone[] = [];
  while (done.length < limit) {
    const batch = await escalateBatch(db, now, Math.min(ESCALATION_BATCH, limit - done.length));
    if (!batch.length) break;
    done.push(...batch);
  }
  return done;
}
