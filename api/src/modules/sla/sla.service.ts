import type { Knex } from 'knex';
import { addOfficeHours, istDate, officeHoursBetween, type HolidayCheck } from './office-hours';
import { FALLBACK_RESPONSE_HOURS, SLA_SETTINGS_KEY, slaSettingsOver, type SlaSettings } from './sla-settings';
import { OFFICE_TODAY_SQL } from '../../lib/office-time-sql';

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

/**
 * The calendar in one round trip (a filing's transaction pays one query for its SLA, not four):
 * `now()`, the settings, the holidays from the IST date `fromDaySql` evaluates to, and the types'
 * standard response times. json_agg: one value per column whatever the number of rows.
 */
async function readCalendar(db: Knex, fromDaySql: string, fromBindings: readonly string[], requestTypes: readonly string[]): Promise<{ now: Date; calendar: SlaCalendar }> {
  const names = [...new Set(requestTypes)];
  const types = names.length
    ? `(select json_agg(json_build_object('name', name, 'hours', standard_response_time)) from request_types where name in (${names.map(() => '?').join(', ')}))`
    : 'null';
  // raw: four reads (two aggregated with json_agg) as one statement's subselects.
  const result = (await db.raw(
    `select now() as now,
       (select value from system_settings where key = ?) as settings,
       (select json_agg(to_char(date, 'YYYY-MM-DD')) from holidays where date >= ${fromDaySql}) as holidays,
       ${types} as types`,
    [SLA_SETTINGS_KEY, ...fromBindings, ...names],
  )) as { rows: Array<{ now: Date | string; settings: unknown; holidays: string[] | null; types: Array<{ name: string; hours: number }> | null }> };
  const row = result.rows[0]!;
  const holidays = new Set(row.holidays ?? []);
  return {
    now: new Date(row.now),
    calendar: {
      settings: slaSettingsOver(row.settings),
      isHoliday: (day) => holidays.has(day),
      standardHours: new Map((row.types ?? []).map((type) => [type.name, Number(type.hours)])),
    },
  };
}

/** What an SLA computation starting at `from` needs (holidays from its IST date on). */
export async function loadSlaCalendar(db: Knex, from: Date, requestTypes: readonly string[] = []): Promise<SlaCalendar> {
  return (await readCalendar(db, '?::date', [istDate(from)], requestTypes)).calendar;
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
  // raw: the database's clock, no table.
  const result = (await trx.raw('select now() as now')) as { rows: Array<{ now: Date | string }> };
  return new Date(result.rows[0]!.now);
}

/**
 * The SLA fields of a request whose clock (re)starts at the transaction's now() (the instant its
 * default timestamps get): a filing, a forward. Holidays from today's IST date (the zone of
 * office-hours.ts, a fixed +05:30).
 */
export async function slaFieldsFromNow(trx: Knex, requestType: string): Promise<{ slaStartedAt: Date; dueAt: Date }> {
  const { now, calendar } = await readCalendar(trx, OFFICE_TODAY_SQL, [], [requestType]);
  return slaFieldsIn(calendar, requestType, now);
}

/** The SLA fields of a new or escalated request: the clock (re)starts at `start`. */
export async function slaFields(db: Knex, requestType: string, start: Date): Promise<{ slaStartedAt: Date; dueAt: Date }> {
  return slaFieldsIn(await loadSlaCalendar(db, start, [requestType]), requestType, start);
}

/** Office hours from `from` to `to`, holidays included in the reckoning. */
export async function officeHoursElapsed(db: Knex, from: Date, to: Date): Promise<number> {
  return officeHoursIn(await loadSlaCalendar(db, from), from, to);
}
