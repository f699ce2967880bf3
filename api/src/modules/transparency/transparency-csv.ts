import type { SatisfactionShare, TransparencyFigures, TransparencyReport } from '@cc/types';
import { TRANSPARENCY_MIN_COUNT } from '@cc/validation';
import { csvRecord } from '../../lib/spreadsheet-cell';

const FIGURES = ['received', 'resolved', 'rejected', 'pending', 'overdue', 'medianResolutionHours', 'p90ResolutionHours', 'withinSlaShare'] as const;
/** The citizens' ratings of their closed requests: on the total, district and type rows, as the dashboard shows them. */
const SATISFACTION = ['rated', 'satisfied', 'satisfiedShare'] as const;
/** The header row: machine names that scripts read as they are; `?dictionary=1` explains each one. */
export const TRANSPARENCY_CSV_COLUMNS = ['scope', 'district', 'requestType', 'month', ...FIGURES, ...SATISFACTION] as const;
export type TransparencyCsvColumn = (typeof TRANSPARENCY_CSV_COLUMNS)[number];

/** A withheld row's count, as the page says it; its other figures stay empty. */
const FEWER_THAN = `fewer than ${TRANSPARENCY_MIN_COUNT}`;

type Figures = Partial<Omit<TransparencyFigures, 'suppressed'>> & { suppressed: boolean };
type Line = [scope: string, district: string, requestType: string, month: string, figures: Figures, satisfaction?: SatisfactionShare];

const figureCells = (figures: Figures) => FIGURES.map((key, index) => (figures.suppressed ? (index === 0 ? FEWER_THAN : '') : (figures[key] ?? '')));

const satisfactionCells = (share: SatisfactionShare | undefined) => {
  if (!share) return SATISFACTION.map(() => '');
  if (share.suppressed) return [FEWER_THAN, '', ''];
  return [share.rated ?? '', share.satisfied ?? '', share.share ?? ''];
};

/** The same numbers as the JSON report, one row per total, district, type, district × type cell and month; withheld rows say "fewer than 5". */
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
  const rows = lines.map(([scope, d, t, month, figures, share]) => csvRecord([scope, d, t, month, ...figureCells(figures), ...satisfactionCells(share)]));
  return csvRecord(TRANSPARENCY_CSV_COLUMNS) + rows.join('');
}

/** Built from the checked period only, so nothing a caller typed reaches the header. */
export const transparencyFileName = (months: number | null) => `citizen-connect-transparency-${months ? `last-${months}-months` : 'all-time'}.csv`;
