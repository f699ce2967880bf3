import type { RatingRow, ReportRange, ReportRatings } from '@cc/types';
import type { Knex } from 'knex';
import { applyScope, type Viewer } from '../requests/request-scope';

type Row = { key: string | number | null; name?: string | null; average: string | number; count: string | number };

const toRow = (row: Row): RatingRow => ({ key: String(row.key ?? 'other'), average: Math.round(Number(row.average) * 10) / 10, count: Number(row.count) });

/**
 * The citizens' ratings (issue 16) of the report's requests (submitted in the range, in the
 * caller's scope: the list's scope function): the average and count per district, type and the
 * official the request was assigned to when it was rated. Officials by name (staff see their
 * colleagues); never the citizen.
 */
export async function reportRatings(db: Knex, viewer: Viewer, range: ReportRange): Promise<ReportRatings> {
  const rated = () =>
    applyScope(
      db('requests')
        .join('request_feedback as f', 'f.request_id', 'requests.id')
        .where('requests.createdAt', '>=', `${range.from}T00:00:00Z`)
        .andWhereRaw('requests.created_at < (?::date + 1)::timestamptz', [range.to]),
      viewer,
    );
  const grouped = (column: string) =>
    rated()
      .select(db.raw(`${column} as key`), db.raw('avg(f.rating) as average'), db.raw('count(*)::int as count'))
      .groupByRaw('1')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'key' }]) as Promise<Row[]>;
  const [overall, byDistrict, byType, byOfficial] = await Promise.all([
    rated().first(db.raw('avg(f.rating) as average'), db.raw('count(*)::int as count')) as Promise<{ average: string | null; count: number } | undefined>,
    grouped('f.district'),
    grouped('f.request_type'),
    rated()
      .join('users as o', 'o.id', 'f.official_id')
      .select(db.raw('f.official_id as key'), 'o.name', db.raw('avg(f.rating) as average'), db.raw('count(*)::int as count'))
      .groupBy('f.official_id', 'o.name')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'o.name' }]) as Promise<Row[]>,
  ]);
  return {
    average: overall?.average == null ? null : Math.round(Number(overall.average) * 10) / 10,
    count: Number(overall?.count ?? 0),
    byDistrict: byDistrict.map(toRow),
    byType: byType.map(toRow),
    byOfficial: byOfficial.map((row) => ({ ...toRow(row), name: row.name ?? '' })),
  };
}
