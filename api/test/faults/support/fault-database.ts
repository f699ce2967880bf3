import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import { ADMIN_URL, isAlive, withServer } from '../../../jest/test-database';

export interface FaultDatabase {
  url: string;
  /** A pool for the test's own checks, camelCase like the app's models. */
  db: Knex;
  drop(): Promise<void>;
}

/** The name prefixes of the suite's databases: the faults' and the load run's (npm run soak). */
type Prefix = 'cc_faults' | 'cc_soak';

/**
 * An empty database named <prefix>_<pid>_<time> on `serverUrl` (the machine's shared server by
 * default; the API migrates and seeds it on start). One left by a killed run is dropped by the
 * next run's sweep (api/jest/faults-global-setup.ts).
 */
export async function createFaultDatabase(serverUrl = ADMIN_URL, prefix: Prefix = 'cc_faults'): Promise<FaultDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await withServer(serverUrl, (admin) => admin.raw(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Its own log is off: the PostgreSQL restart fault would fill the output with its idle
  // connections' "connection ended" notes; its queries still throw as usual.
  const quiet = { warn: () => undefined, error: () => undefined, debug: () => undefined, deprecate: () => undefined };
  const db = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 4 }, log: quiet, ...knexSnakeCaseMappers() });
  return {
    url: url.toString(),
    db,
    drop: async () => {
      await db.destroy();
      await withServer(serverUrl, (admin) => admin.raw(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** Drops the fault databases of runs whose jest process is gone. */
export async function dropStaleFaultDatabases(): Promise<void> {
  await withServer(ADMIN_URL, async (admin) => {
    const { rows } = await admin.raw("select datname from pg_database where datname like 'cc\\_faults\\_%' or datname like 'cc\\_soak\\_%'");
    for (const { datname } of rows as { datname: string }[]) {
      const match = /^cc_(?:faults|soak)_(\d+)_\d+$/.exec(datname);
      if (match && !isAlive(Number(match[1]))) await admin.raw(`drop database if exists "${datname}" with (force)`);
    }
  });
}
