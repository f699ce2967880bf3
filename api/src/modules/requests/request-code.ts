import type { Knex } from 'knex';
import { officeYear } from '@cc/types';

/** The calendar year in India: a request filed at 00:30 IST on 1 January belongs to the new year. */
export function yearInIndia(date: Date): number {
  return officeYear(date);
}

/** CC-<year>-<sequence padded to 6>: sorts by year, then by submission order. */
export function formatRequestCode(year: number, sequence: number): string {
  return `CC-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next display code from one database sequence (request_code_seq): unique across API
 * processes without locks. Call it inside the inserting transaction.
 */
export async function nextRequestCode(db: Knex, now = new Date()): Promise<string> {
  // raw: a sequence, no table.
  const result = await db.raw('select nextval(?) as n', ['request_code_seq']);
  return formatRequestCode(yearInIndia(now), Number(result.rows[0].n));
}
