import path from 'node:path';
import { createEmptyDatabase } from '../../jest/test-database';
import { createApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { createDb, type Db } from '../../src/db/knex';
import { prepareDatabase } from '../../src/db/prepare-database';
import { createLogger } from '../../src/lib/logger';
import type { Clock } from '../../src/modules/sla/clock';
import type { AppKoa } from '../../src/types';
import { TEST_LIMITS } from './test-limits';

export interface IsolatedDatabase {
  url: string;
  config: AppConfig;
  /** A fresh pool on the database: a second "process" of the API. */
  pool(): Db;
  /** An app (separate pool) on the database, with an optional SLA clock. */
  app(clock?: Clock): { app: AppKoa; db: Db };
  close(): Promise<void>;
}

/**
 * A database of its own, migrated and seeded, for tests whose background jobs act on every row
 * (the escalation scheduler, the dispatcher): on the shared run database they would touch the
 * rows of test files running in parallel. The name matches global-setup's stale-database sweep.
 */
export async function createIsolatedDatabase(overrides: Partial<AppConfig> = {}): Promise<IsolatedDatabase> {
  const database = await createEmptyDatabase();
  const url = database.url;
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }, {
    webRoot: path.join(__dirname, '__no_web_root__'),
    ...TEST_LIMITS,
    ...overrides,
  });
  const pools: Db[] = [];
  const pool = () => {
    const db = createDb(config);
    pools.push(db);
    return db;
  };
  const setup = pool();
  await prepareDatabase(setup, config, createLogger('silent'));
  // The demo requests are overdue by the calendar: the tests start from an empty request table.
  await setup('requests').delete();
  return {
    url,
    config,
    pool,
    app: (clock) => {
      const db = pool();
      return { app: createApp({ db, config, logger: createLogger(config.logLevel), clock }), db };
    },
    close: async () => {
      await Promise.all(pools.map((db) => db.destroy()));
      await database.drop();
    },
  };
}
