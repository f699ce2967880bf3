import type { ReportRange } from '@cc/types';
import { Joi } from '@cc/validation';
import { HttpError } from '../../lib/http-error';

/** The query of both report routes; the days themselves are checked by parseReportRange. */
export const reportQuerySchema = Joi.object({ from: Joi.string().max(10).allow(''), to: Joi.string().max(10).allow('') });

const DAY_MS = 86_400_000;
/** A year of days keeps the per-day series (and the CSV) bounded whatever the caller asks. */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function parseDay(raw: unknown, field: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw new HttpError(400, 'invalidValue', { field });
  const date = new Date(`${raw}T00:00:00Z`);
  // Rejects 2026-02-31 and friends, which Date would silently roll over.
  if (Number.isNaN(date.getTime()) || isoDay(date) !== raw) throw new HttpError(400, 'invalidValue', { field });
  return raw;
}

/** from/to query → a checked range; defaults to the last 30 days ending today. */
export function parseReportRange(query: Record<string, unknown>, now = new Date()): ReportRange {
  const to = parseDay(query.to, 'to') ?? isoDay(now);
  const from = parseDay(query.from, 'from') ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) throw new HttpError(400, 'invalidValue', { field: 'from' });
  if (days > MAX_RANGE_DAYS) throw new HttpError(400, 'invalidValue', { field: 'to' });
  return { from, to };
}
