import type { Knex } from 'knex';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { addOfficeHours, istDate } from '../office-hours';
import { slaFields, slaFieldsFromNow } from '../sla.service';
import { SLA_SETTINGS_KEY } from '../sla-settings';

let iso: IsolatedDatabase;
let db: Knex;

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  db = iso.pool();
});
afterAll(() => iso.close());

/** The SQL statements `work` sends, counted on the connection's query events. */
async function statementsOf<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const count = () => (statements += 1);
  return db.transaction(async (trx) => {
    trx.on('query', count);
    try {
      const result = await work(trx);
      return { result, statements };
    } finally {
      trx.removeListener('query', count);
    }
  });
}

describe("a request's SLA clock from the transaction's now() (filing, forwarding)", () => {
  it('reads settings, holidays and the type in one statement and counts them all', async () => {
    // Everything the clock reads, made to matter: a holiday today and tomorrow (IST), the office
    // window 10-14, the type's 6 h.
    const today = new Date();
    await db('holidays').insert([
      { date: istDate(today), name: 'Today' },
      { date: istDate(new Date(today.getTime() + 24 * 3_600_000)), name: 'Tomorrow' },
    ]);
    await db('system_settings')
      .insert({ key: SLA_SETTINGS_KEY, value: JSON.stringify({ officeHours: { openHour: 10, closeHour: 14 }, defaultResponseTime: 40 }) })
      .onConflict('key')
      .merge();
    await db('request_types').where({ name: 'health' }).update({ standardResponseTime: 6 });

    const { result, statements } = await statementsOf((trx) => slaFieldsFromNow(trx, 'health'));
    expect(statements).toBe(1);
    // The same as the arithmetic over what was stored, from the same instant.
    const isHoliday = (day: string) => day === istDate(today) || day === istDate(new Date(today.getTime() + 24 * 3_600_000));
    expect(result.dueAt).toEqual(addOfficeHours(result.slaStartedAt, 6, isHoliday, { openHour: 10, closeHour: 14 }));
    expect(Math.abs(result.slaStartedAt.getTime() - Date.now())).toBeLessThan(60_000);
    // And as the clock given that instant explicitly (the reopen path).
    expect(await slaFields(db, 'health', result.slaStartedAt)).toEqual(result);
  });

  it("a type without a row gets the office's default response time", async () => {
    const { result } = await statementsOf((trx) => slaFieldsFromNow(trx, 'no-such-type'));
    const stored = await slaFields(db, 'no-such-type', result.slaStartedAt);
    expect(result).toEqual(stored);
    const { slaStartedAt, dueAt } = result;
    const isHoliday = (day: string) => day === istDate(slaStartedAt) || day === istDate(new Date(slaStartedAt.getTime() + 24 * 3_600_000));
    expect(dueAt).toEqual(addOfficeHours(slaStartedAt, 40, isHoliday, { openHour: 10, closeHour: 14 }));
  });
});
