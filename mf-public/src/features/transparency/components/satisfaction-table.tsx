import { useTranslation } from 'react-i18next';
import type { SatisfactionShare, TransparencySatisfaction } from '@cc/types';
import { DataTable } from '@cc/ui';
import { useFigureFormat } from '../hooks/use-figure-format';
import type { usePlaceNames } from '../hooks/use-place-names';

type Row = SatisfactionShare & { key: string; name: string };

/**
 * How satisfied citizens were with the outcome of their closed requests: the share who
 * rated 4 or 5, per district and per request type. Counts only; never a name or a comment, and
 * a group of 1-4 ratings reads "fewer than 5" with no share.
 */
export function SatisfactionTable({ satisfaction, names, labelledBy }: { satisfaction: TransparencySatisfaction; names: ReturnType<typeof usePlaceNames>; labelledBy: string }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const rows: Row[] = [
    ...satisfaction.byDistrict.map((row) => ({ ...row, key: `d/${row.district}`, name: names.districtName(row.district) })),
    ...satisfaction.byType.map((row) => ({ ...row, key: `t/${row.requestType}`, name: names.typeName(row.requestType) })),
  ];
  if (rows.length === 0) return <p>{t('transparency.satisfaction.none')}</p>;
  return (
    <DataTable
      labelledBy={labelledBy}
      rowKey={(row) => row.key}
      rows={rows}
      columns={[
        { key: 'name', header: t('transparency.satisfaction.group'), cell: (row) => row.name },
        { key: 'rated', header: t('transparency.satisfaction.rated'), cell: (row) => format.size(row.suppressed, row.rated) },
        { key: 'share', header: t('transparency.satisfaction.share', { min: satisfaction.satisfiedMinRating }), cell: (row) => format.share(row.share) },
      ]}
    />
  );
}
