/**
 * The office's clock (spec §9: office hours are IST). Every calendar day, month and year the product
 * shows or filters on is read in this zone, whatever the server's or the viewer's device says, so a
 * citizen abroad, the API and the office see the same day. The one home of the zone's name.
 */
export const OFFICE_TIME_ZONE = 'Asia/Kolkata';

/** India keeps no daylight saving: the offset is constant (Open311 writes it into every time). */
export const OFFICE_UTC_OFFSET_MINUTES = 330;

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE });
const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE, year: 'numeric', month: '2-digit' });
const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE, year: 'numeric' });

/** The office's calendar day as YYYY-MM-DD, `offsetDays` from `at` (default now). */
export function officeDay(at: Date = new Date(), offsetDays = 0): string {
  return dayFormat.format(new Date(at.getTime() + offsetDays * DAY_MS));
}

/** The office's calendar month as YYYY-MM. */
export function officeMonth(at: Date = new Date()): string {
  return monthFormat.format(at);
}

/** The office's calendar year. */
export function officeYear(at: Date = new Date()): number {
  return Number(yearFormat.format(at));
}
