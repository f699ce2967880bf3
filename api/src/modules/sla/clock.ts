import type { Knex } from 'knex';

/**
 * Where "now" comes from for the SLA clock, the escalation scheduler and the dispatcher. The
 * default is the database's now(): every API process then agrees on the time, whatever the
 * host clocks say. Tests pass a controllable one.
 */
export type Clock = (db: Knex) => Promise<Date>;

export const databaseClock: Clock = async (db) => {
  // raw: the database's clock, no table.
  const result = (await db.raw('select now() as now')) as { rows: Array<{ now: Date | string }> };
  return new Date(result.rows[0]!.now);
};

/** A clock standing still at `instant` until moved (tests). */
export type ControllableClock = Clock & { set(next: Date): void; advance(ms: number): void };

export function fixedClock(instant: Date): ControllableClock {
  let current = instant;
  return Object.assign(async () => current, {
    set: (next: Date) => {
      current = next;
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  });
}
