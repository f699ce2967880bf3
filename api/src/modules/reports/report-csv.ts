import type { ReportSummary } from '@cc/types';
import { csvCell } from '../../lib/spreadsheet-cell';

/** The same numbers as the JSON summary, one `section,key,count` row each. */
export function summaryToCsv(summary: ReportSummary): string {
  const rows: Array<[string, string, string | number | null]> = [
    ['range', 'from', summary.from],
    ['range', 'to', summary.to],
    ['total', 'requests', summary.total],
    ['resolution', 'averageHours', summary.averageResolutionHours],
    ['overdue', 'requests', summary.overdueCount],
    ...summary.byStatus.map((row): [string, string, number] => ['status', row.key, row.count]),
    ...summary.byType.map((row): [string, string, number] => ['type', row.key, row.count]),
    ...summary.byDistrict.map((row): [string, string, number] => ['district', row.key, row.count]),
    ...summary.perDay.map((row): [string, string, number] => ['day', row.date, row.count]),
  ];
  return ['section,key,count', ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}

/** Built only from the checked YYYY-MM-DD dates, so nothing a caller typed reaches the header. */
export const reportFileName = (from: string, to: string) => `citizen-connect-report-${from}-to-${to}.csv`;
