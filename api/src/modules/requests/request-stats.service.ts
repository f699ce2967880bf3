import type { RequestStats, SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import { applyScope } from './request-scope';

/** Counts within the caller's scope: the same rule as the list and detail (request-scope.ts). */
export async function requestStats(db: Knex, user: SessionUser): Promise<RequestStats> {
  const query = db('requests')
    .select(
      db.raw('count(*)::int as total'),
      db.raw("count(*) filter (where status = 'pending')::int as pending"),
      db.raw("count(*) filter (where status = 'in_progress')::int as in_progress"),
      db.raw("count(*) filter (where status = 'resolved')::int as resolved"),
    )
    .first();
  applyScope(query, { id: user.id, role: user.role, district: user.district ?? null });
  const row = (await query) as Record<string, number> | undefined;
  // The snake_case mapper turns in_progress into inProgress; the spec's shape keeps in_progress.
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    in_progress: Number(row?.inProgress ?? row?.in_progress ?? 0),
    resolved: Number(row?.resolved ?? 0),
  };
}
