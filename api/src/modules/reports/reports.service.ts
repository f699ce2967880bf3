import type { CountRow, ReportRange, ReportSummary } from '@cc/types';
import type { Knex } from 'knex';
import type { Viewer } from '../requests/request-scope';
import { ServiceRequest } from '../requests/request.model';
import { OPEN_STATUSES } from '../sla/open-statuses';
import { reportRatings } from './report-ratings';

/**
 * Requests submitted within the range (UTC days, inclusive) and within the caller's scope: the
 * same scope function as the list, so a district officer's report never counts another district.
 */
export async function reportSummary(db: Knex, viewer: Viewer, range: ReportRange): Promise<ReportSummary> {
  const base = () =>
    ServiceRequest.query(db)
      .where('requests.createdAt', '>=', `${range.from}T00:00:00Z`)
      // raw: the day after `to` as PostgreSQL reckons it (date arithmetic, then the session's time zone).
      .andWhereRaw(`requests.created_at < (?::date + 1)::timestamptz`, [range.to])
      .modify('visibleTo', viewer);
  // raw (the selects below): aggregates and computed group keys.
  const grouped = async (column: string): Promise<CountRow[]> => {
    const rows = await base()
      .select(db.raw(`coalesce(${column}, 'other') as key`))
      .count('* as count')
      .groupBy('key')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'key' }])
      .castTo<Array<{ key: string; count: string | number }>>();
    return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
  };

  const [byStatus, byType, byDistrict, days, totals, ratings] = await Promise.all([
    grouped('requests.status'),
    grouped('requests.request_type'),
    grouped('requests.district'),
    base()
      // raw: an aggregate per UTC day.
      .select(db.raw(`to_char(requests.created_at at time zone 'UTC', 'YYYY-MM-DD') as day`))
      .count('* as count')
      .groupBy('day')
      .castTo<Array<{ day: string; count: string | number }>>(),
    base()
      // raw: aggregates.
      .select(
        db.raw('count(*)::int as total'),
        db.raw(
          "avg(extract(epoch from (requests.resolved_at - requests.submitted_at)) / 3600) filter (where requests.status = 'resolved' and requests.resolved_at is not null) as avg_hours",
        ),
        // The SLA module's rule: an open request whose due_at has passed.
        db.raw(`count(*) filter (where requests.status in (${OPEN_STATUSES.map(() => '?').join(', ')}) and requests.due_at < now())::int as overdue`, [...OPEN_STATUSES]),
      )
      .first()
      .castTo<{ total: number; avgHours: string | number | null; overdue: number } | undefined>(),
    reportRatings(db, viewer, range),
  ]);

  const perDayMap = new Map(days.map((row) => [row.day, Number(row.count)]));
  const perDay: ReportSummary['perDay'] = [];
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= Date.parse(`${range.to}T00:00:00Z`); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    perDay.push({ date, count: perDayMap.get(date) ?? 0 });
  }
  const avg = totals?.avgHours == null ? null : Math.round(Number(totals.avgHours) * 10) / 10;
  return {
    from: range.from,
    to: range.to,
    total: Number(totals?.total ?? 0),
    byStatus,
    byType,
    byDistrict,
    perDay,
    averageResolutionHours: avg,
    overdueCount: Number(totals?.overdue ?? 0),
    ratings,
  };
}
