import type { Knex } from 'knex';
import { holidayCheckFrom } from './holidays.service';
import { addOfficeHours, officeHoursBetween } from './office-hours';
import { FALLBACK_RESPONSE_HOURS, readSlaSettings } from './sla-settings';

export { FALLBACK_RESPONSE_HOURS };

/** The type's standard response time, else the office's default (system settings, 72 h unless changed). */
export async function standardHoursOf(db: Knex, requestType: string): Promise<number> {
  const type = await db('request_types').where({ name: requestType }).first('standardResponseTime');
  return Number(type?.standardResponseTime) || (await readSlaSettings(db)).defaultResponseTime;
}

/** The due time of an SLA period starting at `start`: `hours` office hours later. */
export async function dueAfter(db: Knex, start: Date, hours: number): Promise<Date> {
  return addOfficeHours(start, hours, await holidayCheckFrom(db, start), (await readSlaSettings(db)).officeHours);
}

/** The transaction's now(): the same instant the row's default timestamps get. */
export async function transactionNow(trx: Knex): Promise<Date> {
  const result = (await trx.raw('select now() as now')) as { rows: Array<{ now: Date | string }> };
  return new Date(result.rows[0]!.now);
}

/** The SLA fields of a new or escalated request: the clock (re)starts at `start`. */
export async function slaFields(db: Knex, requestType: string, start: Date): Promise<{ slaStartedAt: Date; dueAt: Date }> {
  return { slaStartedAt: start, dueAt: await dueAfter(db, start, await standardHoursOf(db, requestType)) };
}

/** Office hours from `from` to `to`, holidays included in the reckoning. */
export async function officeHoursElapsed(db: Knex, from: Date, to: Date): Promise<number> {
  return officeHoursBetween(from, to, await holidayCheckFrom(db, from), (await readSlaSettings(db)).officeHours);
}
