import type { RatingRow, ReportRange, ReportRatings } from '@cc/types';
import type { Knex } from 'knex';
import type { Viewer } from '../requests/request-scope';
import { ServiceRequest } from '../requests/request.model';

type Row = { key: string | number | null; name?: string | null; average: string | number; count: string | number };

const toRow = (row: Row): RatingRow => ({ key: String(row.key ?? 'other'), average: Math.round(Number(row.average) * 10) / 10, count: Number(row.count) });

/**
 * The citizens' ratings of their closed requests, for the report's requests (submitted in the
 * range, in the caller's scope: the list's scope rule): the average and count per district, type and the
 * official the request was assigned to when it was rated. Officials by name (staff see their
 * colleagues); never the citizen.
 */
export async function reportRatings(db: Knex, viewer: Viewer, range: ReportRange): Promise<ReportRatings> {
  const rated = () =>
    ServiceRequest.query(db)
      .joinRelated('feedback', { alias: 'f' })
      .where('requests.createdAt', '>=', `${range.from}T00:00:00Z`)
      // raw: the day after `to` as PostgreSQL reckons it (as reports.service.ts).
      .andWhereRaw('requests.created_at < (?::date + 1)::timestamptz', [range.to])
      .modify('visibleTo', viewer);
  // raw (the selects below): aggregates.
  const grouped = (column: string) =>
    rated()
      .select(db.raw(`${column} as key`), db.raw('avg(f.rating) as average'), db.raw('count(*)::int as count'))
      .groupBy('key')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'key' }])
      .castTo<Row[]>();
  const [overall, byDistrict, byType, byOfficial] = await Promise.all([
    rated()
      // raw: aggregates.
      .select(db.raw('avg(f.rating) as average'), db.raw('count(*)::int as count'))
      .first()
      .castTo<{ average: string | null; count: number } | undefined>(),
    grouped('f.district'),
    grouped('f.request_type'),
    // The official's name by a plain join on users: through a nested relation its alias would be `f:o`.
    rated()
      .join('users as o', 'o.id', 'f.official_id')
      // raw: aggregates.
      .select(db.raw('f.official_id as key'), 'o.name', db.raw('avg(f.rating) as average'), db.raw('count(*)::int as count'))
      .groupBy('f.official_id', 'o.name')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'o.name' }])
      .castTo<Row[]>(),
  ]);
  return {
    average: overall?.average == null ? null : Math.round(Number(overall.average) * 10) / 10,
    count: Number(overall?.count ?? 0),
    byDistrict: byDistrict.map(toRow),
    byType: byType.map(toRow),
    byOfficial: byOfficial.map((row) => ({ ...toRow(row), name: row.name ?? '' })),
  };
}
