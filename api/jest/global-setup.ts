import { loadConfig } from '../src/config/config';
import { createDb } from '../src/db/knex';
import { prepareDatabase } from '../src/db/prepare-database';
import { createLogger } from '../src/lib/logger';
import { databaseUrl, isAlive, withAdmin } from './test-database';

/**
 * One fresh database per test run, prepared as the server prepares it with NODE_ENV=test (demo
 * data included); its URL reaches the tests through env.
 */
export default async function globalSetup(): Promise<void> {
  const name = `cc_test_${process.pid}_${Date.now()}`;
  await withAdmin(async (admin) => {
    // A run killed before its teardown leaves its database behind: drop those whose jest is gone.
    const { rows } = await admin.raw("select datname from pg_database where datname like 'cc\\_test\\_%'");
    for (const { datname } of rows as { datname: string }[]) {
      const match = /^cc_test_(\d+)_\d+$/.exec(datname);
      if (match && !isAlive(Number(match[1]))) await admin.raw(`drop database if exists "${datname}" with (force)`);
    }
    await admin.raw(`create database "${name}"`);
  });
  const url = databaseUrl(name);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url });
  const db = createDb(config);
  try {
    await prepareDatabase(db, config, createLogger('silent'));
  } finally {
    await db.destroy();
  }
  process.env.CC_TEST_DATABASE = name;
  process.env.CC_TEST_DATABASE_URL = url;
}
