/**
 * The SLA clock counts office hours: Monday to Friday, 09:00-18:00 IST by default (admins set the
 * hours in the system settings), minus holidays
 * (docs/decisions/0047-sla-clock-office-hours.md). Pure arithmetic on UTC instants; India has no DST, so IST is
 * a fixed +05:30 and a "local" millisecond value is enough to find days and opening times.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const IST_OFFSET = 5.5 * HOUR;

/** The daily window [openHour, closeHour) in IST hours; admins change it (GET/PUT /api/admin/system-settings). */
export interface OfficeWindow {
  openHour: number;
  closeHour: number;
}
export const DEFAULT_OFFICE_WINDOW: OfficeWindow = { openHour: 9, closeHour: 18 };
// A request open for ten years still ends the loops below: nothing real gets near it.
const MAX_DAYS = 3660;

/** IST calendar date (YYYY-MM-DD) → whether the office is closed for a holiday. */
export type HolidayCheck = (istDate: string) => boolean;
export const noHolidays: HolidayCheck = () => false;

const toLocal = (instant: Date) => instant.getTime() + IST_OFFSET;
const fromLocal = (local: number) => new Date(local - IST_OFFSET);
const dayStart = (local: number) => Math.floor(local / DAY) * DAY;
const isoDay = (local: number) => new Date(dayStart(local)).toISOString().slice(0, 10);

/** The instant as its IST calendar date, e.g. for holiday lookups. */
export const istDate = (instant: Date) => isoDay(toLocal(instant));

function isWorkingDay(local: number, isHoliday: HolidayCheck): boolean {
  const weekday = new Date(dayStart(local)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(isoDay(local));
}

/** The office window [open, close) of the IST day holding `local`, or null when closed all day. */
function windowOf(local: number, isHoliday: HolidayCheck, hours: OfficeWindow): [number, number] | null {
  if (!isWorkingDay(local, isHoliday)) return null;
  const start = dayStart(local);
  return [start + hours.openHour * HOUR, start + hours.closeHour * HOUR];
}

/**
 * The instant `hours` office hours after `start`. Time outside office hours does not count: a
 * request filed on Friday at 17:00 with 2 hours left is due on Monday at 10:00.
 */
export function addOfficeHours(start: Date, hours: number, isHoliday: HolidayCheck = noHolidays, office: OfficeWindow = DEFAULT_OFFICE_WINDOW): Date {
  let remaining = Math.max(0, hours) * HOUR;
  let cursor = toLocal(start);
  for (let day = 0; day < MAX_DAYS; day += 1) {
    const window = windowOf(cursor, isHoliday, office);
    if (window) {
      const from = Math.max(cursor, window[0]);
      if (from < window[1]) {
        const available = window[1] - from;
        if (remaining <= available) return fromLocal(from + remaining);
        remaining -= available;
      }
    }
    cursor = dayStart(cursor) + DAY;
  }
  throw new Error('addOfficeHours: no office time found within ten years');
}

/** Office hours between two instants (0 when `to` is not after `from`). */
export function officeHoursBetween(from: Date, to: Date, isHoliday: HolidayCheck = noHolidays, office: OfficeWindow = DEFAULT_OFFICE_WINDOW): number {
  const end = toLocal(to);
  let cursor = toLocal(from);
  let total = 0;
  for (let day = 0; cursor < end && day < MAX_DAYS; day += 1) {
    const window = windowOf(cursor, isHoliday, office);
    if (window) total += Math.max(0, Math.min(end, window[1]) - Math.max(cursor, window[0]));
    cursor = dayStart(cursor) + DAY;
  }
  return total / HOUR;
}
