import { useTranslation } from 'react-i18next';
import { formatNumber } from '@cc/i18n';
import type { Language, RatingRow, ReportRatings } from '@cc/types';
import { DataTable } from '@cc/ui';
import { useRequestTypeName } from '@cc/ui/remote';
import styles from './reports.module.css';

type Named = RatingRow & { label: string };

function RatingTable({ id, title, rows, language }: { id: string; title: string; rows: Named[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <section className={styles.figure}>
      <h3 id={id} className={styles.figTitle}>
        {title}
      </h3>
      <DataTable
        labelledBy={id}
        rowKey={(row) => row.key}
        rows={rows}
        columns={[
          { key: 'label', header: t('reports.ratings.group'), cell: (row) => row.label },
          { key: 'average', header: t('reports.ratings.average'), cell: (row) => formatNumber(row.average, language) },
          { key: 'count', header: t('reports.ratings.count'), cell: (row) => formatNumber(row.count, language) },
        ]}
      />
    </section>
  );
}

/** The citizens' ratings of the period's requests: average per district, type and official. */
export function RatingsTables({ ratings }: { ratings: ReportRatings }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const typeName = useRequestTypeName();
  if (ratings.count === 0) return <p>{t('reports.ratings.none')}</p>;
  return (
    <div className={styles.charts}>
      <RatingTable id="ratings-district" language={language} title={t('reports.ratings.byDistrict')} rows={ratings.byDistrict.map((r) => ({ ...r, label: t(`districts.${r.key}`, { defaultValue: r.key }) }))} />
      <RatingTable id="ratings-type" language={language} title={t('reports.ratings.byType')} rows={ratings.byType.map((r) => ({ ...r, label: typeName(r.key) }))} />
      <RatingTable id="ratings-official" language={language} title={t('reports.ratings.byOfficial')} rows={ratings.byOfficial.map((r) => ({ ...r, label: r.name }))} />
    </div>
  );
}
