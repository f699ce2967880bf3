import type { SatisfactionShare, TransparencyFigures, TransparencyReport } from '@cc/types';
import { csvRecord } from '../../lib/spreadsheet-cell';

const FIGURES = ['received', 'resolved', 'rejected', 'pending', 'overdue', 'medianResolutionHours', 'p90ResolutionHours', 'withinSlaShare'] as const;
/** The citizens' ratings (issue 16): on the total, district and type rows, as the dashboard shows them. */
const SATISFACTION = ['rated', 'satisfied', 'satisfiedShare'] as const;
const HEADER = ['scope', 'district', 'requestType', 'month', ...FIGURES, ...SATISFACTION];

type Line = [scope: string, district: string, requestType: string, month: string, figures: Partial<TransparencyFigures>, satisfaction?: SatisfactionShare];

const satisfactionCells = (share: SatisfactionShare | undefined) => (share ? [share.rated, share.satisfied, share.share ?? ''] : SATISFACTION.map(() => ''));

/** The same numbers as the JSON report, one row per total, district, type, district × type cell and month. */
export function transparencyToCsv(report: TransparencyReport): string {
  const { district, type } = report.filters;
  const { satisfaction } = report;
  const lines: Line[] = [
    ['total', district ?? '', type ?? '', '', report.totals, satisfaction.totals],
    ...report.byDistrict.map((row): Line => ['district', row.district, type ?? '', '', row, satisfaction.byDistrict.find((entry) => entry.district === row.district)]),
    ...report.byType.map((row): Line => ['type', district ?? '', row.requestType, '', row, satisfaction.byType.find((entry) => entry.requestType === row.requestType)]),
    ...report.cells.map((row): Line => ['cell', row.district, row.requestType, '', row]),
    ...report.trend.map((row): Line => ['month', district ?? '', type ?? '', row.month, row]),
  ];
  const rows = lines.map(([scope, d, t, month, figures, share]) =>
    csvRecord([scope, d, t, month, ...FIGURES.map((key) => figures[key] ?? ''), ...satisfactionCells(share)]),
  );
  return csvRecord(HEADER) + rows.join('');
}

/** Built from the checked period only, so nothing a caller typed reaches the header. */
export const transparencyFileName = (months: number | null) => `citizen-connect-transparency-${months ? `last-${months}-months` : 'all-time'}.csv`;
