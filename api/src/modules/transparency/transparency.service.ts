import type { TransparencyFilters, TransparencyReport, TransparencySatisfaction } from '@cc/types';
import { SATISFIED_MIN_RATING } from '@cc/validation';
import type { Knex } from 'knex';
import { publishFigures, publishMonth, publishShare } from './transparency-disclosure';
import { TransparencyFigure, TransparencyRefresh } from './transparency-figure.model';
import { EVERY, periodOf, trendMonths } from './transparency-scopes';
import type { StoredFigures } from './transparency-summary';
import { emptyTally, figuresOf, type FigureValues } from './transparency-tally';

const NO_FIGURES = figuresOf(emptyTally());

/** The stored JSON with every figure present: a figure a row predates (written before it existed) is null, a count 0. */
const complete = (stored: Partial<FigureValues>): FigureValues => ({ ...NO_FIGURES, ...stored });

/**
 * The stored figures (migration 023, written by each refresh) a report needs: the period's rows
 * of the filtered scopes (at most cells + districts + types + 1) and the trend months of the one
 * scope the filters name. One indexed read of a few dozen rows.
 */
async function storedFigures(db: Knex, filters: TransparencyFilters, months: string[]): Promise<Array<StoredFigures & { refreshedAt: Date }>> {
  const district = filters.district ?? EVERY;
  const type = filters.type ?? EVERY;
  return TransparencyFigure.query(db)
    // When they were written, on every row: one round trip per answer.
    .select('period', 'district', 'requestType', 'figures', TransparencyRefresh.query(db).select('refreshedAt').as('refreshedAt'))
    .where((period) => {
      period.where('period', periodOf(filters.months)).where((scope) => {
        if (filters.district) scope.whereIn('district', [district, EVERY]);
        if (filters.type) scope.whereIn('requestType', [type, EVERY]);
      });
    })
    .orWhere((trend) => trend.whereIn('period', months).where({ district, requestType: type }))
    .castTo<Array<StoredFigures & { refreshedAt: Date }>>();
}

/**
 * The dashboard's figures for the filters: every figure, the citizens' ratings included, as the last
 * refresh stored it for the period and scope (decision 0039), so counts,
 * percentiles and shares are of one moment, `summaryAsOf`; rows of 1-4 requests or ratings are
 * withheld (`transparency-disclosure.ts`).
 */
export async function transparencyReport(db: Knex, filters: TransparencyFilters): Promise<TransparencyReport> {
  const months = trendMonths(new Date());
  const stored = await storedFigures(db, filters, months);
  const period = periodOf(filters.months);
  const district = filters.district ?? EVERY;
  const type = filters.type ?? EVERY;
  let totals = NO_FIGURES;
  const byDistrict: Array<FigureValues & { district: string }> = [];
  const byType: Array<FigureValues & { requestType: string }> = [];
  const cells: Array<FigureValues & { district: string; requestType: string }> = [];
  const trend = new Map<string, FigureValues>();
  for (const row of stored) {
    const figures = complete(row.figures);
    if (row.period !== period) trend.set(row.period, figures);
    else if (row.district === district && row.requestType === type) totals = figures;
    // With a district (type) filter only that district's (type's) rows were read.
    if (row.period !== period || (row.district === EVERY && row.requestType === EVERY)) continue;
    if (row.district !== EVERY && row.requestType !== EVERY) cells.push({ district: row.district, requestType: row.requestType, ...figures });
    if (row.district !== EVERY && row.requestType === type) byDistrict.push({ district: row.district, ...figures });
    if (row.requestType !== EVERY && row.district === district) byType.push({ requestType: row.requestType, ...figures });
  }
  byDistrict.sort((a, b) => a.district.localeCompare(b.district));
  byType.sort((a, b) => a.requestType.localeCompare(b.requestType));
  cells.sort((a, b) => a.district.localeCompare(b.district) || a.requestType.localeCompare(b.requestType));
  // Only scopes someone rated are listed under satisfaction.
  const satisfaction: TransparencySatisfaction = {
    satisfiedMinRating: SATISFIED_MIN_RATING,
    totals: publishShare(totals),
    byDistrict: byDistrict.filter((row) => row.rated > 0).map((row) => ({ district: row.district, ...publishShare(row) })),
    byType: byType.filter((row) => row.rated > 0).map((row) => ({ requestType: row.requestType, ...publishShare(row) })),
  };
  return {
    filters: { district: filters.district ?? null, type: filters.type ?? null, months: filters.months ?? null },
    // Nothing stored yet (before the first refresh): the empty figures are as of now.
    summaryAsOf: (stored[0]?.refreshedAt ?? new Date()).toISOString(),
    totals: publishFigures(totals),
    byDistrict: byDistrict.map((row) => ({ district: row.district, ...publishFigures(row) })),
    byType: byType.map((row) => ({ requestType: row.requestType, ...publishFigures(row) })),
    cells: cells.map((row) => ({ district: row.district, requestType: row.requestType, ...publishFigures(row) })),
    trend: months.map((month) => publishMonth(month, trend.get(month) ?? NO_FIGURES)),
    satisfaction,
  };
}
