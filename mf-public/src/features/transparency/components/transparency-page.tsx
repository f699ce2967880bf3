import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { transparencyCsvPath, useTransparency } from '@cc/api-client';
import { formatDateTime } from '@cc/i18n';
import type { TransparencyFilters, TransparencyReport } from '@cc/types';
import { CountCards, DataTable } from '@cc/ui';
import { TRANSPARENCY_MIN_COUNT } from '@cc/validation';
import { PublicPage } from '../../../shared/components/public-page';
import { EmptyState, ErrorState, LoadingState } from '@cc/ui/remote';
import { useFigureFormat } from '../hooks/use-figure-format';
import { usePlaceNames } from '../hooks/use-place-names';
import { FiguresTable } from './figures-table';
import { SatisfactionTable } from './satisfaction-table';
import { TransparencyFiltersForm } from './transparency-filters';
import styles from './transparency-page.module.css';

// The chart library loads with this page only, never on the landing path.
const SeriesChart = lazy(() => import('./transparency-charts').then((m) => ({ default: m.SeriesChart })));

/** The data dictionary of the figures file the same filters give. */
const dictionaryPath = (filters: TransparencyFilters) => {
  const path = transparencyCsvPath(filters);
  return `${path}${path.includes('?') ? '&' : '?'}dictionary=1`;
};

const RECEIVED = 'var(--cc-primary)';
const RESOLVED = 'var(--cc-success)';

/** A heading and what it titles; the heading names the table region under it (one name, one region). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /transparency: how the office performs, per district and request type (counts only, no personal data). */
export function TransparencyPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TransparencyFilters>({});
  const report = useTransparency(filters);
  const format = useFigureFormat();
  const names = usePlaceNames(format.language);

  return (
    <PublicPage
      title={t('transparency.title')}
      intro={
        <>
          <p>{t('transparency.intro')}</p>
          <p>{t('transparency.suppressedNote', { min: format.count(TRANSPARENCY_MIN_COUNT) })}</p>
        </>
      }
    >
      <div className={styles.toolbar}>
        <TransparencyFiltersForm filters={filters} districtOptions={names.districtOptions} typeOptions={names.typeOptions} onChange={setFilters} />
        <div className={styles.downloads}>
          <a className={styles.download} href={transparencyCsvPath(filters)} download>
            {t('transparency.downloadCsv')}
          </a>
          {/* What each column and code of that file means, in English and Hindi; its header row stays the machine names scripts read. */}
          <a className={styles.download} href={dictionaryPath(filters)} download>
            {t('transparency.downloadDictionary')}
          </a>
        </div>
      </div>
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState onRetry={() => void report.refetch()} />
      ) : report.data.totals.received === 0 ? (
        <EmptyState>{t('transparency.empty')}</EmptyState>
      ) : (
        <Figures report={report.data} names={names} />
      )}
    </PublicPage>
  );
}

function Figures({ report, names }: { report: TransparencyReport; names: ReturnType<typeof usePlaceNames> }) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const { totals } = report;
  const series = [
    { key: 'received', label: t('transparency.figures.received'), colour: RECEIVED },
    { key: 'resolved', label: t('transparency.figures.resolved'), colour: RESOLVED },
  ];
  const trendRows = report.trend.map((month) => ({ name: format.month(month.month), received: month.received, resolved: month.resolved }));
  const districtRows = report.byDistrict.map((row) => ({ ...row, key: row.district, name: names.districtName(row.district) }));
  const typeRows = report.byType.map((row) => ({ ...row, key: row.requestType, name: names.typeName(row.requestType) }));
  const cellRows = report.cells.map((row) => ({ ...row, key: `${row.district}/${row.requestType}`, name: `${names.districtName(row.district)} · ${names.typeName(row.requestType)}` }));
  // A withheld row (null) draws no point or bar; its table row says "fewer than 5".
  const chart = (rows: Array<{ name: string; received: number | null; resolved: number | null }>, label: string, kind: 'line' | 'bar') => (
    <Suspense fallback={<div className={styles.chart} aria-hidden="true" />}>
      <SeriesChart kind={kind} label={label} rows={rows} nameKey="name" series={series} formatCount={format.count} />
    </Suspense>
  );

  return (
    <>
      <Section id="transparency-totals" title={t('transparency.totals')}>
        <CountCards
          labelledBy="transparency-totals"
          items={[
            { key: 'received', count: format.size(totals.suppressed, totals.received), label: t('transparency.figures.received') },
            { key: 'resolved', count: format.count(totals.resolved), label: t('transparency.figures.resolved'), tone: 'success' },
            { key: 'rejected', count: format.count(totals.rejected), label: t('transparency.figures.rejected') },
            { key: 'pending', count: format.count(totals.pending), label: t('transparency.figures.pending'), tone: 'accent' },
            { key: 'overdue', count: format.count(totals.overdue), label: t('transparency.figures.overdue'), tone: 'accent' },
            { key: 'median', count: format.hours(totals.medianResolutionHours), label: t('transparency.figures.median') },
            { key: 'p90', count: format.hours(totals.p90ResolutionHours), label: t('transparency.figures.p90') },
            { key: 'withinSla', count: format.share(totals.withinSlaShare), label: t('transparency.figures.withinSla'), tone: 'success' },
            { key: 'satisfied', count: format.share(report.satisfaction.totals.share), label: t('transparency.figures.satisfied'), tone: 'success' },
          ]}
        />
      </Section>

      <Section id="transparency-trend" title={t('transparency.trend')}>
        {chart(trendRows, t('transparency.trendChart'), 'line')}
        <DataTable
          labelledBy="transparency-trend"
          rowKey={(row) => row.month}
          rows={report.trend}
          columns={[
            { key: 'month', header: t('transparency.month'), cell: (row) => format.month(row.month) },
            { key: 'received', header: t('transparency.figures.received'), cell: (row) => format.size(row.suppressed, row.received) },
            { key: 'resolved', header: t('transparency.figures.resolved'), cell: (row) => format.count(row.resolved) },
            { key: 'median', header: t('transparency.figures.median'), cell: (row) => format.hours(row.medianResolutionHours) },
            { key: 'withinSla', header: t('transparency.figures.withinSla'), cell: (row) => format.share(row.withinSlaShare) },
          ]}
        />
      </Section>

      <Section id="transparency-districts" title={t('transparency.byDistrict')}>
        {chart(districtRows, t('transparency.byDistrictChart'), 'bar')}
        <FiguresTable rows={districtRows} labelledBy="transparency-districts" nameHeader={t('transparency.district')} />
      </Section>

      <Section id="transparency-types" title={t('transparency.byType')}>
        {chart(typeRows, t('transparency.byTypeChart'), 'bar')}
        <FiguresTable rows={typeRows} labelledBy="transparency-types" nameHeader={t('transparency.type')} />
      </Section>

      <Section id="transparency-satisfaction" title={t('transparency.satisfaction.title')}>
        <SatisfactionTable satisfaction={report.satisfaction} names={names} labelledBy="transparency-satisfaction" />
      </Section>

      <Section id="transparency-cells" title={t('transparency.cells')}>
        <FiguresTable rows={cellRows} labelledBy="transparency-cells" nameHeader={t('transparency.cell')} />
      </Section>

      <p className={styles.note}>{t('transparency.note', { asOf: formatDateTime(report.summaryAsOf, format.language) })}</p>
    </>
  );
}
