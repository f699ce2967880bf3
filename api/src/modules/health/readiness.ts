import type { Knex } from 'knex';
import { migrations } from '../../db/migrations';
import { coalesced } from './database-probe';

export interface ReadinessReport {
  database: 'ok' | 'unavailable';
  /** 'pending': the database lacks a migration this build ships (a start-up still migrating). */
  migrations: 'current' | 'pending' | 'unknown';
}

export interface ReadinessProbe {
  (): Promise<ReadinessReport>;
}

/**
 * Database reachable and every migration of this build applied, coalesced like the liveness
 * probe: one query per second at most, whatever the probe rate. A database migrated AHEAD of
 * this build (a newer process rolled out first) is current for it: migrations only add.
 */
export function createReadinessProbe(db: Knex, now: () => number = Date.now): ReadinessProbe {
  const shipped = migrations.map((migration) => migration.name);
  return coalesced(async (): Promise<ReadinessReport> => {
    try {
      // knex's own bookkeeping table, written by the migrator only: read with knex, no model (docs/decisions/0100-database-access.md).
      const rows = (await db('knex_migrations').select('name')) as { name: string }[];
      const applied = new Set(rows.map((row) => row.name));
      return { database: 'ok', migrations: shipped.every((name) => applied.has(name)) ? 'current' : 'pending' };
    } catch {
      return { database: 'unavailable', migrations: 'unknown' };
    }
  }, now);
}
