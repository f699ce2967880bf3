import type { RequestStats, SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import { OPEN_STATUSES } from '../sla/open-statuses';
import { applyScope } from './request-scope';

/** Counts within the caller's scope: the same rule as the list and detail (request-scope.ts). */
export async function requestStats(db: Knex, user: SessionUser, options: { overdue?: boolean; citizenId?: number; now?: Date } = {}): Promise<RequestStats & { overdue: number }> {
  const now = options.now ?? db.fn.now();
  const open = OPEN_STATUSES.map(() => '?').join(', ');
  const query = db('requests')
    .select(
      db.raw('count(*)::int as total'),
      db.raw("count(*) filter (where status = 'pending')::int as pending"),
      db.raw("count(*) filter (where status = 'in_progress')::int as in_progress"),
      db.raw("count(*) filter (where status = 'resolved')::int as resolved"),
      db.raw(`count(*) filter (where status in (${open}) and due_at <= ?)::int as overdue`, [...OPEN_STATUSES, now]),
    )
    .first();
  // ?overdue=true: every count over the overdue requests only (staff worklists).
  if (options.overdue) query.whereIn('status', OPEN_STATUSES).where('dueAt', '<=', now);
  // The list's submitter filter, so a dashboard's counts and its list describe the same requests.
  if (options.citizenId !== undefined) query.where('submitterId', options.citizenId);
  applyScope(query, { id: user.id, role: user.role, district: user.district ?? null });
  const row = (await query) as Record<string, number> | undefined;
  // The snake_case mapper turns in_progress into inProgress; the spec's shape keeps in_progress.
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    in_progress: Number(row?.inProgress ?? row?.in_progress ?? 0),
    resolved: Number(row?.resolved ?? 0),
    overdue: Number(row?.overdue ?? 0),
  };
}
