import { useTranslation } from 'react-i18next';
import { formatMonth, formatNumber } from '@cc/i18n';
import type { Language } from '@cc/types';
import { TRANSPARENCY_MIN_COUNT } from '@cc/validation';

const WITHHELD = '—';

/** How the dashboard writes its numbers and months, in the chosen language (libs/i18n format.ts). */
export function useFigureFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const fewerThan = t('transparency.fewerThan', { min: formatNumber(TRANSPARENCY_MIN_COUNT, language) });
  return {
    language,
    /** A figure; one the API withheld (null) is a dash. */
    count: (value: number | null) => (value === null ? WITHHELD : formatNumber(value, language)),
    /**
     * The size of a row (requests received, ratings given): a row the API withheld (1-4 of them)
     * reads "fewer than 5", so the reader knows why its other figures are dashes.
     */
    size: (suppressed: boolean, value: number | null) => (suppressed ? fewerThan : value === null ? WITHHELD : formatNumber(value, language)),
    month: (value: string) => formatMonth(value, language),
    /** A percentile bound: "within 6 h", in days from two days up. */
    hours: (value: number | null) =>
      value === null ? WITHHELD : value < 48 ? t('transparency.withinHours', { n: formatNumber(value, language) }) : t('transparency.withinDays', { n: formatNumber(value / 24, language) }),
    share: (value: number | null) => (value === null ? WITHHELD : `${formatNumber(Math.round(value * 1000) / 10, language)}%`),
  };
}
