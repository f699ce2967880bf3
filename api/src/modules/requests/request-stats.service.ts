import type { RequestStats, SessionUser } from '@cc/types';
import type { Knex } from 'knex';

/**
 * Counts within the caller's scope: a citizen sees their own requests; every other role all of
 * them for now (district scoping for staff and officials arrives with the requests engine).
 */
export async function requestStats(db: Knex, user: SessionUser): Promise<RequestStats> {
  const query = db('requests')
    .select(
      db.raw('count(*)::int as total'),
      db.raw("count(*) filter (where status = 'pending')::int as pending"),
      db.raw("count(*) filter (where status = 'in_progress')::int as in_progress"),
      db.raw("count(*) filter (where status = 'resolved')::int as resolved"),
    )
    .first();
  if (user.role === 'citizen') query.where({ submitterId: user.id });
  const row = (await query) as Record<string, number> | undefined;
  // The snake_case mapper turns in_progress into inProgress; the spec's shape keeps in_progress.
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    in_progress: Number(row?.inProgress ?? row?.in_progress ?? 0),
    resolved: Number(row?.resolved ?? 0),
  };
}
