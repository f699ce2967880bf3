import type { Knex } from 'knex';
import type { SatisfactionShare, TransparencyFilters, TransparencySatisfaction } from '@cc/types';
import { SATISFIED_MIN_RATING } from '@cc/validation';

const shareOf = (rated: number, satisfied: number): SatisfactionShare => ({ rated, satisfied, share: rated === 0 ? null : satisfied / rated });

/**
 * The share of citizens satisfied (rating ≥ 4) per district and type (issue 16): one small grouped
 * read of request_feedback over its (request_month, district, request_type) index, never of
 * requests or the transparency summary (whose view another change owns). Counts only, never who.
 * A period (`filters.months`) counts from the first day of the month `months - 1` before this one,
 * on the month of submission, as the other figures.
 */
export async function satisfactionShares(db: Knex, filters: TransparencyFilters): Promise<TransparencySatisfaction> {
  const query = db('requestFeedback')
    .select('district', 'requestType', db.raw('count(*)::int as rated'), db.raw('count(*) filter (where rating >= ?)::int as satisfied', [SATISFIED_MIN_RATING]))
    .groupBy('district', 'requestType');
  if (filters.district) query.where('district', filters.district);
  if (filters.type) query.where('requestType', filters.type);
  if (filters.months) {
    query.where('requestMonth', '>=', db.raw(`(date_trunc('month', now() at time zone 'Asia/Kolkata') - make_interval(months => ?))::date`, [filters.months - 1]));
  }
  const rows = (await query) as Array<{ district: string; requestType: string; rated: number; satisfied: number }>;
  const sum = (key: (row: (typeof rows)[number]) => string) => {
    const totals = new Map<string, { rated: number; satisfied: number }>();
    for (const row of rows) {
      const into = totals.get(key(row)) ?? { rated: 0, satisfied: 0 };
      totals.set(key(row), { rated: into.rated + Number(row.rated), satisfied: into.satisfied + Number(row.satisfied) });
    }
    return [...totals.keys()].sort().map((name) => ({ name, ...shareOf(totals.get(name)!.rated, totals.get(name)!.satisfied) }));
  };
  const all = rows.reduce((acc, row) => ({ rated: acc.rated + Number(row.rated), satisfied: acc.satisfied + Number(row.satisfied) }), { rated: 0, satisfied: 0 });
  return {
    satisfiedMinRating: SATISFIED_MIN_RATING,
    totals: shareOf(all.rated, all.satisfied),
    byDistrict: sum((row) => row.district).map(({ name, ...share }) => ({ district: name, ...share })),
    byType: sum((row) => row.requestType).map(({ name, ...share }) => ({ requestType: name, ...share })),
  };
}
