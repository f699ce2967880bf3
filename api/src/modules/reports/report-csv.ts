import type { ReportSummary } from '@cc/types';
import { csvCell } from '../../lib/spreadsheet-cell';

type Row = [section: string, key: string, value: string | number | null];

/** The citizens' ratings of their closed requests: the average per group and, beside it, how many ratings it rests on. */
function ratingRows(summary: ReportSummary): Row[] {
  const { ratings } = summary;
  const group = (section: string, rows: Array<{ key: string; average: number; count: number; name?: string }>): Row[] =>
    rows.flatMap((row): Row[] => {
      const key = row.name ? `${row.name} (${row.key})` : row.key;
      return [[`${section}RatingAverage`, key, row.average], [`${section}RatingCount`, key, row.count]];
    });
  return [
    ['rating', 'average', ratings.average],
    ['rating', 'count', ratings.count],
    ...group('district', ratings.byDistrict),
    ...group('type', ratings.byType),
    ...group('official', ratings.byOfficial),
  ];
}

/**
 * The same numbers as the JSON summary, one `section,key,value` row each: counts, and the average
 * resolution hours and ratings (which is why the column is a value, not a count).
 */
export function summaryToCsv(summary: ReportSummary): string {
  const rows: Row[] = [
    ['range', 'from', summary.from],
    ['range', 'to', summary.to],
    ['total', 'requests', summary.total],
    ['resolution', 'averageHours', summary.averageResolutionHours],
    ['overdue', 'requests', summary.overdueCount],
    ...summary.byStatus.map((row): [string, string, number] => ['status', row.key, row.count]),
    ...summary.byType.map((row): [string, string, number] => ['type', row.key, row.count]),
    ...summary.byDistrict.map((row): [string, string, number] => ['district', row.key, row.count]),
    ...summary.perDay.map((row): [string, string, number] => ['day', row.date, row.count]),
    ...ratingRows(summary),
  ];
  return ['section,key,value', ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}

/** Built only from the checked YYYY-MM-DD dates, so nothing a caller typed reaches the header. */
export const reportFileName = (from: string, to: string) => `citizen-connect-report-${from}-to-${to}.csv`;
