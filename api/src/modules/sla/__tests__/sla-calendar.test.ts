import type { Knex } from 'knex';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { addOfficeHours, istDate } from '../office-hours';
import { slaFields, slaFieldsFromNow } from '../sla.service';
import { SLA_SETTINGS_KEY } from '../sla-settings';

let iso: IsolatedDatabase;
let db: Knex;

const DAY = 24 * 3_600_000;
const today = new Date();
// A holiday today and tomorrow (IST), the office window 10-14, the health type's 6 h.
const isHoliday = (day: string) => day === istDate(today) || day === istDate(new Date(today.getTime() + DAY));
const OFFICE = { openHour: 10, closeHour: 14 };

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  db = iso.pool();
  // Everything the clock reads, made to matter.
  await db('holidays').insert([
    { date: istDate(today), name: 'Today' },
    { date: istDate(new Date(today.getTime() + DAY)), name: 'Tomorrow' },
  ]);
  await db('system_settings')
    .insert({ key: SLA_SETTINGS_KEY, value: JSON.stringify({ officeHours: OFFICE, defaultResponseTime: 40 }) })
    .onConflict('key')
    .merge();
  await db('request_types').where({ name: 'health' }).update({ standardResponseTime: 6 });
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
    const { result, statements } = await statementsOf((trx) => slaFieldsFromNow(trx, 'health'));
    expect(statements).toBe(1);
    // The same as the arithmetic over what was stored, from the same instant.
    expect(result.dueAt).toEqual(addOfficeHours(result.slaStartedAt, 6, isHoliday, OFFICE));
    expect(Math.abs(result.slaStartedAt.getTime() - Date.now())).toBeLessThan(60_000);
    // And as the clock given that instant explicitly (the reopen path).
    expect(await slaFields(db, 'health', result.slaStartedAt)).toEqual(result);
  });

  it("a type without a row gets the office's default response time", async () => {
    const { result } = await statementsOf((trx) => slaFieldsFromNow(trx, 'no-such-type'));
    const stored = await slaFields(db, 'no-such-type', result.slaStartedAt);
    expect(result).toEqual(stored);
    expect(result.dueAt).toEqual(addOfficeHours(result.slaStartedAt, 40, isHoliday, OFFICE));
  });
});
