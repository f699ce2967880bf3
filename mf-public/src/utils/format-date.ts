import type { Language } from '@cc/types';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Spec §9: dates in en-IN with a short month (hi-IN when Hindi is chosen). */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  // A bare YYYY-MM-DD is a calendar day, not a UTC instant: read it as a local date.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}

/** '14:30:00' → '14:30'; anything else is shown as the office typed it. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{1,2}:\d{2})(:\d{2})?$/.exec(value.trim());
  return match ? match[1] : value;
}
