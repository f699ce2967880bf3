import { useTranslation } from 'react-i18next';
import { formatMonth, formatNumber } from '@cc/i18n';
import type { Language } from '@cc/types';

/** How the dashboard writes its numbers and months, in the chosen language (libs/i18n format.ts). */
export function useFigureFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return {
    language,
    count: (value: number) => formatNumber(value, language),
    month: (value: string) => formatMonth(value, language),
    /** A percentile bound: "within 6 h", in days from two days up. */
    hours: (value: number | null) =>
      value === null ? '—' : value < 48 ? t('transparency.withinHours', { n: formatNumber(value, language) }) : t('transparency.withinDays', { n: formatNumber(value / 24, language) }),
    share: (value: number | null) => (value === null ? '—' : `${formatNumber(Math.round(value * 1000) / 10, language)}%`),
  };
}
