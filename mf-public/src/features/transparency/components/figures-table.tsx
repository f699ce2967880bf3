import { useTranslation } from 'react-i18next';
import type { TransparencyFigures } from '@cc/types';
import { DataTable, type Column } from '@cc/ui';
import { useFigureFormat } from '../hooks/use-figure-format';

type Named = TransparencyFigures & { name: string; key: string };

/** Every figure of a list of districts, types or cells: the data behind a chart, readable by anyone. */
export function FiguresTable({ rows, labelledBy, nameHeader }: { rows: Named[]; labelledBy: string; nameHeader: string }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const count = (key: 'resolved' | 'rejected' | 'pending' | 'overdue'): Column<Named> => ({
    key,
    header: t(`transparency.figures.${key}`),
    cell: (row) => format.count(row[key]),
  });
  const columns: Column<Named>[] = [
    { key: 'name', header: nameHeader, cell: (row) => row.name },
    // A withheld row (1-4 requests) says "fewer than 5" here; its other figures are dashes.
    { key: 'received', header: t('transparency.figures.received'), cell: (row) => format.size(row.suppressed, row.received) },
    count('resolved'),
    count('rejected'),
    count('pending'),
    count('overdue'),
    { key: 'median', header: t('transparency.figures.median'), cell: (row) => format.hours(row.medianResolutionHours) },
    { key: 'p90', header: t('transparency.figures.p90'), cell: (row) => format.hours(row.p90ResolutionHours) },
    { key: 'withinSla', header: t('transparency.figures.withinSla'), cell: (row) => format.share(row.withinSlaShare) },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(row) => row.key} labelledBy={labelledBy} />;
}
