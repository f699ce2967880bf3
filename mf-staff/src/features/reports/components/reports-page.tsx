import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, buttonClassName } from '@cc/ui';
import { formatNumber, codeLabel } from '@cc/i18n';
import { officeDay, type Language, type ReportRange } from '@cc/types';
import { ErrorState, LoadingState, useRequestTypeName } from '@cc/ui/remote';
import { RatingsTables } from './ratings-tables';
import { reportCsvUrl } from '../api/get-report-summary';
import { useReportSummary } from '../hooks/use-report-summary';
import { BarChart } from './bar-chart';
import { DayChart } from './day-chart';
import styles from './reports.module.css';

/** The last 30 days on the office's calendar (spec §9, IST), not the UTC one: before 05:30 IST they differ. */
function defaultRange(): ReportRange {
  const now = new Date();
  return { from: officeDay(now, -29), to: officeDay(now) };
}

/** What a supervisor looks at: by status, type, district, over time, resolution time, overdue. */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [draft, setDraft] = useState<ReportRange>(defaultRange);
  const [range, setRange] = useState<ReportRange>(draft);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const summary = useReportSummary(range);
  const typeName = useRequestTypeName();

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
        <ErrorState onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <ul className={styles.kpis} aria-label={t('reports.keyFigures')}>
            <li>
              <strong>{formatNumber(data.total, language)}</strong> {t('reports.total')}
            </li>
            <li>
              <strong>{data.averageResolutionHours === null ? '—' : formatNumber(data.averageResolutionHours, language)}</strong> {t('reports.avgHours')}
            </li>
            <li>
              <strong>{formatNumber(data.overdueCount, language)}</strong> {t('reports.overdue')}
            </li>
            <li>
              <strong>{data.ratings.average === null ? '—' : formatNumber(data.ratings.average, language)}</strong> {t('reports.ratings.averageOf', { count: data.ratings.count })}
            </li>
          </ul>
          <div className={styles.charts}>
            <BarChart title={t('reports.byStatus')} valueLabel={t('reports.count')} bars={data.byStatus.map((r) => ({ label: codeLabel(t, 'requestStatus', r.key), value: r.count }))} />
            <BarChart title={t('reports.byType')} valueLabel={t('reports.count')} bars={data.byType.map((r) => ({ label: typeName(r.key), value: r.count }))} />
            <BarChart title={t('reports.byDistrict')} valueLabel={t('reports.count')} bars={data.byDistrict.map((r) => ({ label: t(`districts.${r.key}`, { defaultValue: r.key }), value: r.count }))} />
            <DayChart title={t('reports.perDay')} dayLabel={t('reports.day')} valueLabel={t('reports.count')} days={data.perDay} language={language} />
          </div>
          <h2 className={styles.figTitle}>{t('reports.ratings.title')}</h2>
          <RatingsTables ratings={data.ratings} />
        </>
      )}
    </div>
  );
}
