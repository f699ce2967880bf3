import type { Knex } from 'knex';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { Holiday } from './holiday.model';

export interface HolidayDto {
  id: number;
  date: string;
  name: string;
  nameHi: string | null;
}

// raw: to_char, because a `date` read through pg becomes a local-midnight JS Date, which shifts with TZ.
const DAY_SQL = `to_char(date, 'YYYY-MM-DD') as day`;

export async function listHolidays(db: Knex): Promise<HolidayDto[]> {
  const rows = await Holiday.query(db).orderBy('date').select('id', 'name', 'nameHi', db.raw(DAY_SQL)).castTo<Array<HolidayDto & { day: string }>>();
  return rows.map(({ day, ...row }) => ({ id: row.id, date: day, name: row.name, nameHi: row.nameHi ?? null }));
}

export async function addHoliday(db: Knex, actor: Actor, input: { date: string; name: string; nameHi: string | null }): Promise<HolidayDto> {
  const parsed = new Date(`${input.date}T00:00:00Z`);
  // Round trip: 2026-02-30 must not become 2 March.
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== input.date) throw new HttpError(400, 'holidayDateRequired', { field: 'date' });
  return db.transaction(async (trx) => {
    // Inserts nothing on a taken date, and then returns no row. Run with toKnexQuery: Objection
    // would answer with the row it was given either way (docs/decisions/0100-database-access.md).
    const [row] = (await Holiday.query(trx)
      .insert({ date: input.date, name: input.name, nameHi: input.nameHi, createdBy: actor.id })
      .onConflict('date')
      .ignore()
      .returning(['id', 'name', 'nameHi'])
      .toKnexQuery()) as Array<Pick<Holiday, 'id' | 'name' | 'nameHi'>>;
    if (!row) throw new HttpError(409, 'holidayExists', { field: 'date' });
    const holiday = { id: row.id, date: input.date, name: row.name, nameHi: row.nameHi ?? null };
    await recordAudit(trx, actor, { action: 'create', entity: 'holiday', entityId: holiday.id, after: { ...holiday } });
    return holiday;
  });
}

/** Due times already set keep their value: a holiday added later applies from the next clock start. */
export async function removeHoliday(db: Knex, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const [removed] = await Holiday.query(trx)
      .where({ id })
      .delete()
      // raw: DAY_SQL, the removed day as text.
      .returning(['id', 'name', 'nameHi', trx.raw(DAY_SQL)])
      .castTo<Array<HolidayDto & { day: string }>>();
    if (!removed) throw notFound();
    await recordAudit(trx, actor, { action: 'delete', entity: 'holiday', entityId: id, before: { date: removed.day, name: removed.name, nameHi: removed.nameHi ?? null } });
  });
}
