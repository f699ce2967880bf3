import { apiFetch, withQuery } from '@cc/api-client';

export interface CountRow {
  key: string;
  count: number;
}

export interface ReportSummary {
  from: string;
  to: string;
  total: number;
  byStatus: CountRow[];
  byType: CountRow[];
  byDistrict: CountRow[];
  perDay: { date: string; count: number }[];
  averageResolutionHours: number | null;
  overdueCount: number;
}

export interface ReportRange {
  from: string;
  to: string;
}

export function getReportSummary(range: ReportRange): Promise<ReportSummary> {
  return apiFetch<ReportSummary>(withQuery('/api/reports/summary', { ...range }));
}

/** The CSV of the same numbers; a plain link so the browser downloads it with the session cookie. */
export const reportCsvUrl = (range: ReportRange) => withQuery('/api/reports/summary.csv', { ...range });
