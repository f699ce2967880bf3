import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, buttonClassName } from '@cc/ui';
import { ErrorState, LoadingState } from '../../../components/page-state';
import { typeLabel } from '../../../lib/format';
import { reportCsvUrl, type ReportRange } from '../api/get-report-summary';
import { useReportSummary } from '../hooks/use-report-summary';
import { BarChart } from './bar-chart';
import { DayChart } from './day-chart';
import styles from './reports.module.css';

const day = (date: Date) => date.toISOString().slice(0, 10);

function defaultRange(): ReportRange {
  const to = new Date();
  return { from: day(new Date(to.getTime() - 29 * 86_400_000)), to: day(to) };
}

/** What a supervisor looks at: by status, type, district, over time, resolution time, overdue. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReportRange>(defaultRange);
  const [range, setRange] = useState<ReportRange>(draft);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const summary = useReportSummary(range);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to || draft.from > draft.to) {
      setRangeError(t('reports.rangeInvalid'));
      return;
    }
    setRangeError(null);
    setRange(draft);
  };

  const data = summary.data;
  return (
    <div className={styles.stack}>
      <form className={styles.range} onSubmit={apply} noValidate aria-label={t('reports.range')}>
        <TextField label={t('reports.from')} type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} error={rangeError} />
        <TextField label={t('reports.to')} type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <Button type="submit">{t('reports.apply')}</Button>
        <a className={buttonClassName('secondary')} href={reportCsvUrl(range)} download>
          {t('reports.downloadCsv')}
        </a>
      </form>
      {summary.isPending ? (
        <LoadingState />
      ) : summary.isError || !data ? (
        <ErrorState />
      ) : (
        <>
          <ul className={styles.kpis} aria-label={t('reports.keyFigures')}>
            <li>
              <strong>{data.total}</strong> {t('reports.total')}
            </li>
            <li>
              <strong>{data.averageResolutionHours ?? '—'}</strong> {t('reports.avgHours')}
            </li>
            <li>
              <strong>{data.overdueCount}</strong> {t('reports.overdue')}
            </li>
          </ul>
          <div className={styles.charts}>
            <BarChart title={t('reports.byStatus')} valueLabel={t('reports.count')} bars={data.byStatus.map((r) => ({ label: t(`status.${r.key}`, { defaultValue: r.key }), value: r.count }))} />
            <BarChart title={t('reports.byType')} valueLabel={t('reports.count')} bars={data.byType.map((r) => ({ label: t(`types.${r.key}`, { defaultValue: typeLabel(r.key) }), value: r.count }))} />
            <BarChart title={t('reports.byDistrict')} valueLabel={t('reports.count')} bars={data.byDistrict.map((r) => ({ label: t(`districts.${r.key}`, { defaultValue: r.key }), value: r.count }))} />
            <DayChart title={t('reports.perDay')} dayLabel={t('reports.day')} valueLabel={t('reports.count')} days={data.perDay} />
          </div>
        </>
      )}
    </div>
  );
}
