import { officeMonth } from '@cc/types';
/**
 * How `transparency_figures` (migration 023) names what a row is about. A scope is a district and
 * a request type, either of which may be EVERY ('': all of them); a period is all time, the last N
 * calendar months, or one calendar month of the trend.
 */
export const EVERY = '';

export const ALL_TIME = 'all';

/** The stored period of a report's `months` filter (absent: all time). */
export const periodOf = (months?: number | null): string => (months ? `last-${months}` : ALL_TIME);

/** Trend months are stored under their own YYYY-MM. */
export const TREND_MONTHS = 12;

/** The four scopes a (district, type) cell counts in: itself, its district, its type, everything. */
export const scopesOf = (district: string, requestType: string): Array<[string, string]> => [
  [district, requestType],
  [district, EVERY],
  [EVERY, requestType],
  [EVERY, EVERY],
];

export const scopeKey = (district: string, requestType: string) => `${district}\u0000${requestType}`;

/** The last TREND_MONTHS calendar months in the office's time zone (YYYY-MM), oldest first. */
export function trendMonths(now: Date): string[] {
  const [year, month] = officeMonth(now).split('-').map(Number);
  return Array.from({ length: TREND_MONTHS }, (_, i) => {
    const back = new Date(Date.UTC(year, month - 1 - (TREND_MONTHS - 1 - i), 1));
    return `${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
