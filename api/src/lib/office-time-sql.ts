import { OFFICE_TIME_ZONE } from '@cc/types';

/**
 * The office's clock in SQL (libs/types/src/office-time.ts holds the zone): a timestamptz read as
 * the office's wall clock, and its calendar day and month. The zone is a constant of the product,
 * never user input, so it is written into the statement.
 */
export const officeWallClock = (timestamptz: string) => `(${timestamptz} at time zone '${OFFICE_TIME_ZONE}')`;

/** Today in the office, as a date. */
export const OFFICE_TODAY_SQL = `${officeWallClock('now()')}::date`;

/** The first day of the office month a timestamptz falls in, as a date. */
export const officeMonthStart = (timestamptz: string) => `date_trunc('month', ${officeWallClock(timestamptz)})::date`;
