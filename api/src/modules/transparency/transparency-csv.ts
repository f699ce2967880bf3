import type { TransparencyFigures, TransparencyReport } from '@cc/types';
import { csvRecord } from '../../lib/spreadsheet-cell';

const FIGURES = ['received', 'resolved', 'rejected', 'pending', 'overdue', 'medianResolutionHours', 'p90ResolutionHours', 'withinSlaShare'] as const;
const HEADER = ['scope', 'district', 'requestType', 'month', ...FIGURES];

type Line = [scope: string, district: string, requestType: string, month: string, figures: Partial<TransparencyFigures>];

/** The same numbers as the JSON report, one row per total, district, type, district × type cell and month. */
export function transparencyToCsv(report: TransparencyReport): string {
  const { district, type } = report.filters;
  const lines: Line[] = [
    ['total', district ?? '', type ?? '', '', report.totals],
    ...report.byDistrict.map((row): Line => ['district', row.district, type ?? '', '', row]),
    ...report.byType.map((row): Line => ['type', district ?? '', row.requestType, '', row]),
    ...report.cells.map((row): Line => ['cell', row.district, row.requestType, '', row]),
    ...report.trend.map((row): Line => ['month', district ?? '', type ?? '', row.month, row]),
  ];
  const rows = lines.map(([scope, d, t, month, figures]) => csvRecord([scope, d, t, month, ...FIGURES.map((key) => figures[key] ?? '')]));
  return csvRecord(HEADER) + rows.join('');
}

/** Built from the checked period only, so nothing a caller typed reaches the header. */
export const transparencyFileName = (months: number | null) => `citizen-connect-transparency-${months ? `last-${months}-months` : 'all-time'}.csv`;
