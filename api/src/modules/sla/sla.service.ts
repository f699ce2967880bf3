import type { Knex } from 'knex';
import { holidayCheckFrom } from './holidays.service';
import { addOfficeHours, officeHoursBetween, type HolidayCheck } from './office-hours';
import { FALLBACK_RESPONSE_HOURS, readSlaSettings, type SlaSettings } from './sla-settings';

export { FALLBACK_RESPONSE_HOURS };

/**
 * What the SLA clock reads from the database, read once: the settings (office window, default
 * response time), the holidays from `from` on and the standard response time of each type
 * named. A batch (the escalation sweep) loads it once and computes every row in memory.
 */
export interface SlaCalendar {
  settings: SlaSettings;
  isHoliday: HolidayCheck;
  standardHours: ReadonlyMap<string, number>;
}

export async function loadSlaCalendar(db: Knex, from: Date, requestTypes: readonly string[] = []): Promise<SlaCalendar> {
  const settings = await readSlaSettings(db);
  const isHoliday = await holidayCheckFrom(db, from);
  const names = [...new Set(requestTypes)];
  const types = names.length
    ? ((await db('request_types').whereIn('name', names).select('name', 'standardResponseTime')) as Array<{ name: string; standardResponseTime: number | null }>)
    : [];
  return { settings, isHoliday, standardHours: new Map(types.map((type) => [type.name, Number(type.standardResponseTime)])) };
}

/** The due time of an SLA period starting at `start`: `hours` office hours later. */
function dueAfterIn(calendar: SlaCalendar, start: Date, hours: number): Date {
  return addOfficeHours(start, hours, calendar.isHoliday, calendar.settings.officeHours);
}

/** The SLA fields of a request whose clock (re)starts at `start`: the type's standard response time, else the office's default. */
export function slaFieldsIn(calendar: SlaCalendar, requestType: string, start: Date): { slaStartedAt: Date; dueAt: Date } {
  const hours = calendar.standardHours.get(requestType) || calendar.settings.defaultResponseTime;
  return { slaStartedAt: start, dueAt: dueAfterIn(calendar, start, hours) };
}

/** Office hours from `from` to `to` (the calendar must hold the holidays from `from` on). */
export function officeHoursIn(calendar: SlaCalendar, from: Date, to: Date): number {
  return officeHoursBetween(from, to, calendar.isHoliday, calendar.settings.officeHours);
}

/** The due time of an SLA period starting at `start`: `hours` office hours later. */
export async function dueAfter(db: Knex, start: Date, hours: number): Promise<Date> {
  return dueAfterIn(await loadSlaCalendar(db, start), start, hours);
}

/** The transaction's now(): the same instant the row's default timestamps get. */
export async function transactionNow(trx: Knex): Promise<Date> {
  const result = (await trx.raw('select now() as now')) as { rows: Array<{ now: Date | string }> };
  return new Date(result.rows[0]!.now);
}

/** The SLA fields of a new or escalated request: the clock (re)starts at `start`. */
export async function slaFields(db: Knex, requestType: string, start: Date): Promise<{ slaStartedAt: Date; dueAt: Date }> {
  return slaFieldsIn(await loadSlaCalendar(db, start, [requestType]), requestType, start);
}

/** Office hours from `from` to `to`, holidays included in the reckoning. */
export async function officeHoursElapsed(db: Knex, from: Date, to: Date): Promise<number> {
  return officeHoursIn(await loadSlaCalendar(db, from), from, to);
}
