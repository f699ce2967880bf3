import { createDb } from '../src/db/knex';
import { migrateLatest } from '../src/db/migration-source';
import { seedDatabase } from '../src/db/seeds/seed';
import { databaseUrl, withAdmin } from './test-database';

/** One fresh, migrated and seeded database per test run; its URL reaches the tests through env. */
export default async function globalSetup(): Promise<void> {
  const name = `cc_test_${process.pid}_${Date.now()}`;
  await withAdmin((admin) => admin.raw(`create database "${name}"`));
  const url = databaseUrl(name);
  const db = createDb({ databaseUrl: url, dataDir: '' });
  try {
    await migrateLatest(db);
    await seedDatabase(db);
  } finally {
    await db.destroy();
  }
  process.env.CC_TEST_DATABASE = name;
  process.env.CC_TEST_DATABASE_URL = url;
}
