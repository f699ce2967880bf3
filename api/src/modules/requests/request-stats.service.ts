import type { RequestStats, SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { isOpenStatus, OPEN_STATUSES } from '../sla/open-statuses';
import { RequestAssigneeCount, RequestCount } from './request-counter.model';
import { scopeKind, type Viewer } from './request-scope';
import { ServiceRequest } from './request.model';

type Stats = RequestStats & { overdue: number };
interface StatsOptions {
  /** Every count over the overdue requests only (staff worklists). */
  overdue?: boolean;
  /** The list's submitter filter, so a dashboard's counts and its list describe the same requests. */
  citizenId?: number;
  now?: Date;
}

/**
 * Counts within the caller's scope: the same rule as the list and detail (request-scope.ts).
 * A citizen's own requests, or one citizen's (citizenId), are counted exactly from their rows (the
 * submitter index bounds the work by that citizen's requests); every other scope reads the counters
 * the database keeps (migration 014), so the cost does not grow with the table.
 */
export async function requestStats(db: Knex, user: SessionUser, options: StatsOptions = {}): Promise<Stats> {
  const viewer: Viewer = { id: user.id, role: user.role, district: user.district ?? null };
  if (scopeKind(viewer) === 'own' || options.citizenId !== undefined) return exactStats(db, viewer, options);
  return countedStats(db, viewer, options);
}

async function exactStats(db: Knex, viewer: Viewer, options: StatsOptions): Promise<Stats> {
  const now = options.now ?? db.fn.now();
  const open = OPEN_STATUSES.map(() => '?').join(', ');
  const query = ServiceRequest.query(db)
    // raw: aggregates.
    .select(
      db.raw('count(*)::int as total'),
      db.raw("count(*) filter (where status = 'pending')::int as pending"),
      db.raw("count(*) filter (where status = 'in_progress')::int as in_progress"),
      db.raw("count(*) filter (where status = 'resolved')::int as resolved"),
      db.raw(`count(*) filter (where status in (${open}) and due_at <= ?)::int as overdue`, [...OPEN_STATUSES, now]),
    )
    .first()
    .castTo<Record<string, number> | undefined>();
  if (options.overdue) query.modify('overdueAt', options.now);
  if (options.citizenId !== undefined) query.where('requests.submitterId', options.citizenId);
  query.modify('visibleTo', viewer);
  const row = await query;
  // The snake_case mapper turns in_progress into inProgress; the spec's shape keeps in_progress.
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    in_progress: Number(row?.inProgress ?? row?.in_progress ?? 0),
    resolved: Number(row?.resolved ?? 0),
    overdue: Number(row?.overdue ?? 0),
  };
}

interface CountRow {
  part: 'counted' | 'not_due';
  status: string;
  requests: number | string;
  withDueAt: number | string;
}

// raw: aggregates (and the union's constant column).
const summed = <Q extends QueryBuilder<RequestCount | RequestAssigneeCount>>(query: Q, db: Knex) =>
  query.select(db.raw("'counted' as part"), 'status', db.raw('sum(requests)::bigint as requests'), db.raw('sum(with_due_at)::bigint as with_due_at')).groupBy('status');

/**
 * From the counters, in one round trip: per status, the requests of the scope and those with a due
 * time; and, from the requests themselves, the open ones not yet due (an index-only scan of
 * requests_open_not_due_idx, bounded by one SLA window's intake). Overdue per open status is the
 * difference: "open and due_at <= now" without visiting the overdue backlog (decision 0038).
 */
async function countedStats(db: Knex, viewer: Viewer, options: StatsOptions): Promise<Stats> {
  const now = options.now ?? db.fn.now();
  const district = scopeKind(viewer) === 'district' ? viewer.district : null;
  const counted = summed(RequestCount.query(db), db);
  // The union's parts, whichever model each reads.
  const parts: Array<{ toKnexQuery(): Knex.QueryBuilder }> = [];
  if (district) {
    // The district scope is "district = D or assigned to me": D's counts plus what is assigned to me elsewhere.
    counted.where('district', district);
    parts.push(summed(RequestAssigneeCount.query(db), db).where('assignedTo', viewer.id).whereNot('district', district));
  }
  const notDue = ServiceRequest.query(db)
    // raw: an aggregate (and the union's constant columns).
    .select(db.raw("'not_due' as part"), 'status', db.raw('count(*) as requests'), db.raw('0 as with_due_at'))
    .modify('open')
    .where('requests.dueAt', '>', now)
    .groupBy('status')
    .modify('visibleTo', viewer);
  parts.push(notDue);
  // The three reads as one UNION ALL statement: one round trip.
  const rows = (await db.unionAll([counted, ...parts].map((part) => part.toKnexQuery()), true)) as CountRow[];

  const requests = new Map<string, number>();
  const overdue = new Map<string, number>();
  const add = (map: Map<string, number>, status: string, n: number) => map.set(status, (map.get(status) ?? 0) + n);
  for (const row of rows) {
    if (row.part === 'counted') {
      add(requests, row.status, Number(row.requests));
      if (isOpenStatus(row.status)) add(overdue, row.status, Number(row.withDueAt));
    } else {
      add(overdue, row.status, -Number(row.requests));
    }
  }
  const of = options.overdue ? overdue : requests;
  const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  return {
    total: sum(of),
    pending: of.get('pending') ?? 0,
    in_progress: of.get('in_progress') ?? 0,
    resolved: of.get('resolved') ?? 0,
    overdue: sum(overdue),
  };
}
