import { apiFetch, withQuery } from '@cc/api-client';
import type { ReportRange, ReportSummary } from '@cc/types';

export function getReportSummary(range: ReportRange): Promise<ReportSummary> {
  return apiFetch<ReportSummary>(withQuery('/api/reports/summary', { ...range }));
}

/** The CSV of the same numbers; a plain link so the browser downloads it with the session cookie. */
export const reportCsvUrl = (range: ReportRange) => withQuery('/api/reports/summary.csv', { ...range });
