import { OFFICE_TIME_ZONE, type Language } from '@cc/types';

/**
 * The one date, time and number formatter of the browser apps (spec §9: en-IN, short month). Dates
 * are read on the Asia/Kolkata calendar, whatever the viewer's device says, so a citizen abroad and
 * the office see the same day; Hindi screens use hi-IN and the 24-hour clock (hi-IN would still
 * write "am"/"pm" in Latin letters).
 */
const TIME_ZONE = OFFICE_TIME_ZONE;
const locale = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** What a date shows: the day, the day and time of an instant, or the day with its weekday. */
type DateKind = 'day' | 'dayTime' | 'weekday';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, kind: DateKind): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale(language), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: TIME_ZONE,
      ...(kind === 'weekday' ? { weekday: 'short' as const } : {}),
      ...(kind === 'dayTime' ? { hour: 'numeric', minute: '2-digit', ...(language === 'hi' ? { hourCycle: 'h23' as const } : {}) } : {}),
    });
    cache.set(key, found);
  }
  return found;
}

// A bare YYYY-MM-DD (an event's day) is a calendar day: noon UTC is that day in Asia/Kolkata too.
const parse = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/** '2026-11-02T06:30:00Z' → '2 Nov 2026' (hi: '2 नव॰ 2026'); '' for nothing, the text itself if unreadable. */
export function formatDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? value : formatter(language, 'day').format(date);
}

/** Date and time of an instant: '2 Nov 2026, 12:00 pm' in English, 24-hour in Hindi. */
export function formatDateTime(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? value : formatter(language, 'dayTime').format(date);
}

/**
 * A day with its weekday, for lists of days the office keeps (holidays): '2026-11-02' → 'Mon, 2 Nov,
 * 2026' (hi: 'सोम, 2 नव॰ 2026'); '' for nothing, the text itself if unreadable.
 */
export function formatDayWithWeekday(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? value : formatter(language, 'weekday').format(date);
}

/**
 * A wall-clock time the office typed for an event ('10:00:00', stored without a zone): hours and
 * minutes, '10:00', never converted between zones. Anything else is shown as typed.
 */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value;
}

const numbers = new Map<Language, Intl.NumberFormat>();
/** Counts and hours with Indian digit grouping (1,00,000), at most one decimal. */
export function formatNumber(value: number, language: Language): string {
  let found = numbers.get(language);
  if (!found) {
    found = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 });
    numbers.set(language, found);
  }
  return found.format(value);
}

const months = new Map<Language, Intl.DateTimeFormat>();
/** A calendar month 'YYYY-MM' → 'Nov 2026' (hi: 'नव॰ 2026'); the text itself if unreadable. */
export function formatMonth(value: string, language: Language): string {
  if (!/^\d{4}-\d{2}$/.test(value)) return value;
  let found = months.get(language);
  if (!found) {
    found = new Intl.DateTimeFormat(locale(language), { month: 'short', year: 'numeric', timeZone: TIME_ZONE });
    months.set(language, found);
  }
  return found.format(parse(`${value}-15`));
}
