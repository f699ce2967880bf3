import type { Knex } from 'knex';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit, type Actor } from '../admin-audit/audit.service';

export interface HolidayDto {
  id: number;
  date: string;
  name: string;
  nameHi: string | null;
}

// to_char: a `date` read through pg becomes a local-midnight JS Date, which shifts with TZ.
const DAY_SQL = `to_char(date, 'YYYY-MM-DD') as day`;

export async function listHolidays(db: Knex): Promise<HolidayDto[]> {
  const rows = (await db('holidays').orderBy('date').select('id', 'name', 'nameHi', db.raw(DAY_SQL))) as Array<HolidayDto & { day: string }>;
  return rows.map(({ day, ...row }) => ({ id: row.id, date: day, name: row.name, nameHi: row.nameHi ?? null }));
}

export async function addHoliday(db: Knex, actor: Actor, input: { date: string; name: string; nameHi: string | null }): Promise<HolidayDto> {
  const parsed = new Date(`${input.date}T00:00:00Z`);
  // Round trip: 2026-02-30 must not become 2 March.
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== input.date) throw new HttpError(400, 'holidayDateRequired', { field: 'date' });
  return db.transaction(async (trx) => {
    const [row] = (await trx('holidays')
      .insert({ date: input.date, name: input.name, nameHi: input.nameHi, createdBy: actor.id })
      .onConflict('date')
      .ignore()
      .returning(['id', 'name', 'nameHi'])) as Array<{ id: number; name: string; nameHi: string | null }>;
    if (!row) throw new HttpError(409, 'holidayExists', { field: 'date' });
    const holiday = { id: row.id, date: input.date, name: row.name, nameHi: row.nameHi ?? null };
    await recordAudit(trx, actor, { action: 'create', entity: 'holiday', entityId: holiday.id, after: { ...holiday } });
    return holiday;
  });
}

/** Due times already set keep their value: a holiday added later applies from the next clock start. */
export async function removeHoliday(db: Knex, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const [removed] = (await trx('holidays').where({ id }).delete().returning(['id', 'name', 'nameHi', trx.raw(DAY_SQL)])) as Array<HolidayDto & { day: string }>;
    if (!removed) throw notFound();
    await recordAudit(trx, actor, { action: 'delete', entity: 'holiday', entityId: id, before: { date: removed.day, name: removed.name, nameHi: removed.nameHi ?? null } });
  });
}
