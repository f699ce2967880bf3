import type { TransparencyFigures, TransparencyFilters, TransparencyMonth, TransparencyReport } from '@cc/types';
import type { Knex } from 'knex';
import { EVERY, periodOf, trendMonths } from './transparency-scopes';
import type { StoredFigures } from './transparency-summary';
import { emptyTally, figuresOf } from './transparency-tally';
import { satisfactionShares } from './satisfaction.service';

const NO_FIGURES = figuresOf(emptyTally());

/** The stored JSON in the answer's key order (jsonb keeps its own); a figure a row predates is null. */
const inOrder = (stored: Partial<TransparencyFigures>): TransparencyFigures =>
  Object.fromEntries(Object.keys(NO_FIGURES).map((key) => [key, stored[key as keyof TransparencyFigures] ?? null])) as unknown as TransparencyFigures;

/**
 * The stored figures (migration 023, written by each refresh) a report needs: the period's rows
 * of the filtered scopes (at most cells + districts + types + 1) and the trend months of the one
 * scope the filters name. One indexed read of a few dozen rows.
 */
async function storedFigures(db: Knex, filters: TransparencyFilters, months: string[]): Promise<Array<StoredFigures & { refreshedAt: Date }>> {
  const district = filters.district ?? EVERY;
  const type = filters.type ?? EVERY;
  return db('transparencyFigures')
    // When they were written, on every row: one round trip per answer.
    .select('period', 'district', 'requestType', 'figures', db('transparencyRefreshes').select('refreshedAt').as('refreshedAt'))
    .where((period) => {
      period.where('period', periodOf(filters.months)).where((scope) => {
        if (filters.district) scope.whereIn('district', [district, EVERY]);
        if (filters.type) scope.whereIn('requestType', [type, EVERY]);
      });
    })
    .orWhere((trend) => trend.whereIn('period', months).where({ district, requestType: type }));
}

const trendOf = (month: string, figures: TransparencyFigures): TransparencyMonth => ({
  month,
  received: figures.received,
  resolved: figures.resolved,
  medianResolutionHours: figures.medianResolutionHours,
  withinSlaShare: figures.withinSlaShare,
});

/**
 * The dashboard's figures for the filters: every figure as the last refresh stored it for the
 * period and scope (docs/decisions.md, "Transparency figures"), so counts, percentiles and shares
 * are of one moment, `summaryAsOf`.
 */
export async function transparencyReport(db: Knex, filters: TransparencyFilters): Promise<TransparencyReport> {
  const months = trendMonths(new Date());
  const [stored, satisfaction] = await Promise.all([storedFigures(db, filters, months), satisfactionShares(db, filters)]);
  const period = periodOf(filters.months);
  const district = filters.district ?? EVERY;
  const type = filters.type ?? EVERY;
  const report: TransparencyReport = {
    filters: { district: filters.district ?? null, type: filters.type ?? null, months: filters.months ?? null },
    // Nothing stored yet (before the first refresh): the empty figures are as of now.
    summaryAsOf: (stored[0]?.refreshedAt ?? new Date()).toISOString(),
    totals: NO_FIGURES,
    byDistrict: [],
    byType: [],
    cells: [],
    trend: [],
    satisfaction,
  };
  const trend = new Map<string, TransparencyFigures>();
  for (const row of stored) {
    const figures = inOrder(row.figures);
    if (row.period !== period) trend.set(row.period, figures);
    else if (row.district === district && row.requestType === type) report.totals = figures;
    // With a district (type) filter only that district's (type's) rows were read.
    if (row.period !== period || (row.district === EVERY && row.requestType === EVERY)) continue;
    if (row.district !== EVERY && row.requestType !== EVERY) report.cells.push({ district: row.district, requestType: row.requestType, ...figures });
    if (row.district !== EVERY && row.requestType === type) report.byDistrict.push({ district: row.district, ...figures });
    if (row.requestType !== EVERY && row.district === district) report.byType.push({ requestType: row.requestType, ...figures });
  }
  report.byDistrict.sort((a, b) => a.district.localeCompare(b.district));
  report.byType.sort((a, b) => a.requestType.localeCompare(b.requestType));
  report.cells.sort((a, b) => a.district.localeCompare(b.district) || a.requestType.localeCompare(b.requestType));
  report.trend = months.map((month) => trendOf(month, trend.get(month) ?? NO_FIGURES));
  return report;
}
