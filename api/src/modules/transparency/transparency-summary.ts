import { SATISFIED_MIN_RATING, TRANSPARENCY_PERIODS } from '@cc/validation';
import type { Knex } from 'knex';
import { ALL_TIME, periodOf, scopeKey, scopesOf, TREND_MONTHS } from './transparency-scopes';
import { addTally, emptyTally, figuresOf, TALLY_COUNTS, type FigureValues, type Tally } from './transparency-tally';
import { officeMonthStart } from '../../lib/office-time-sql';
import { TransparencyFigure, TransparencyRefresh } from './transparency-figure.model';

/** One row of `transparency_figures`: the final figures of a period and scope. */
export interface StoredFigures {
  period: string;
  district: string;
  requestType: string;
  figures: FigureValues;
}

type Row = Record<string, unknown>;

/** The periods a month `monthsAgo` calendar months back counts in: all time, each last-N it lies in, its own trend month. */
function periodsOf(month: string, monthsAgo: number): string[] {
  const periods = [ALL_TIME, ...TRANSPARENCY_PERIODS.filter((months) => monthsAgo < months).map(periodOf)];
  if (monthsAgo < TREND_MONTHS) periods.push(month);
  return periods;
}

/**
 * Every period × scope the dashboard can ask for, from the monthly summary (migration 021): its
 * cells (month × district × type, counts and a sparse histogram) are added into each period they
 * fall in and each of the four scopes, then turned into figures once. Reads a few thousand summary
 * rows, never `requests`; at most (6 periods + 12 months) × (cells + districts + types + 1) rows out.
 * The citizens' ratings are counted here too, grouped by the same month × district × type on
 * `request_feedback_month_idx`, so the dashboard publishes them as of the refresh like every other
 * figure, never read live per request (a live count would show one new rating the moment it is given).
 */
export async function computeStoredFigures(db: Knex | Knex.Transaction): Promise<StoredFigures[]> {
  // Months back from this one in the office's time zone: 0 for this month. Raw results keep their
  // keys as written, hence the quoted camelCase names.
  const monthsAgo = `((extract(year from c.now) - extract(year from m.month)) * 12 + extract(month from c.now) - extract(month from m.month))::int`;
  const current = `(select ${officeMonthStart('now()')} as now) c`;
  // raw: month arithmetic in the office's time zone over the materialized view, its histogram arrays
  // unnested, and the ratings aggregated by month, district and type.
  const [cells, buckets, ratings] = (await Promise.all([
    db.raw(
      `select to_char(m.month, 'YYYY-MM') as month, ${monthsAgo} as "monthsAgo", m.district, m.request_type as "requestType",
         m.received, m.resolved, m.rejected, m.pending, m.overdue, m.resolved_with_due as "resolvedWithDue", m.resolved_within_sla as "resolvedWithinSla"
       from transparency_monthly m cross join ${current}`,
    ),
    db.raw(
      `select to_char(m.month, 'YYYY-MM') as month, m.district, m.request_type as "requestType", b.bucket, b.n
       from transparency_monthly m cross join lateral unnest(m.buckets, m.bucket_counts) as b(bucket, n)`,
    ),
    db.raw(
      `select to_char(m.month, 'YYYY-MM') as month, ${monthsAgo} as "monthsAgo", m.district, m.request_type as "requestType", m.rated, m.satisfied
       from (select request_month as month, district, request_type, count(*)::int as rated, count(*) filter (where rating >= ?)::int as satisfied
             from request_feedback group by request_month, district, request_type) m cross join ${current}`,
      [SATISFIED_MIN_RATING],
    ),
  ])) as Array<{ rows: Row[] }>;

  const cellKey = (row: Row) => `${String(row.month)}\u0000${scopeKey(String(row.district), String(row.requestType))}`;
  const histograms = new Map<string, Tally['histogram']>();
  for (const row of buckets.rows) {
    const key = cellKey(row);
    if (!histograms.has(key)) histograms.set(key, new Map());
    histograms.get(key)?.set(Number(row.bucket), Number(row.n));
  }

  const tallies = new Map<string, { period: string; district: string; requestType: string; tally: Tally }>();
  // A ratings row is a cell of its own with only `rated` and `satisfied` (and no histogram): tallies add, so it lands beside its requests.
  const ratingCells = ratings.rows.map((row) => ({ row, histogram: new Map() as Tally['histogram'] }));
  for (const { row, histogram } of [...cells.rows.map((row) => ({ row, histogram: histograms.get(cellKey(row)) ?? new Map() })), ...ratingCells]) {
    const cell: Tally = { ...emptyTally(), histogram };
    for (const key of TALLY_COUNTS) cell[key] = Number(row[key] ?? 0);
    for (const period of periodsOf(String(row.month), Number(row.monthsAgo))) {
      for (const [district, requestType] of scopesOf(String(row.district), String(row.requestType))) {
        const key = `${period}\u0000${scopeKey(district, requestType)}`;
        if (!tallies.has(key)) tallies.set(key, { period, district, requestType, tally: emptyTally() });
        addTally(tallies.get(key)!.tally, cell);
      }
    }
  }
  return [...tallies.values()].map(({ tally, ...where }) => ({ ...where, figures: figuresOf(tally) }));
}

/**
 * Recomputes the summary (CONCURRENTLY, on its unique index: readers are not blocked), then
 * replaces the stored figures in one transaction and records when. Several API processes may
 * run it at once: the table lock makes the second wait and write again; readers keep reading the
 * previous figures until the commit (EXCLUSIVE does not block plain reads).
 */
export async function refreshTransparencySummary(db: Knex): Promise<void> {
  // raw: a materialized view's refresh.
  await db.raw('refresh materialized view concurrently transparency_monthly');
  await db.transaction(async (trx) => {
    // raw: a table lock.
    await trx.raw('lock table transparency_figures in exclusive mode');
    const rows = await computeStoredFigures(trx);
    await TransparencyFigure.query(trx).delete();
    for (let start = 0; start < rows.length; start += 500) await TransparencyFigure.query(trx).insert(rows.slice(start, start + 500));
    await TransparencyRefresh.query(trx).findById(1).patch({ refreshedAt: trx.fn.now() });
  });
}
