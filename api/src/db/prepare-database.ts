import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { bootstrapInitialAdmin } from '../modules/admin-bootstrap/initial-admin';
import { RoleRow } from '../modules/admin-roles/role.model';
import { migrateLatest } from './migration-source';
import { seedDemoData } from './seeds/demo-seed';
import { seedReferenceData } from './seeds/reference-seed';

async function isDatabaseEmpty(db: Knex): Promise<boolean> {
  return !(await RoleRow.query(db).select('id').first());
}

/**
 * Migrates, then fills a fresh database (no roles yet) with the reference data and, when asked,
 * the demo. Only a fresh one: rows an admin has since deleted are not brought back.
 */
export async function migrateAndSeed(db: Knex, options: Pick<AppConfig, 'seedDemo'>, logger: Logger): Promise<void> {
  await migrateLatest(db);
  if (!(await isDatabaseEmpty(db))) return;
  await db.transaction(async (trx) => {
    await seedReferenceData(trx);
    if (options.seedDemo) await seedDemoData(trx);
  });
  logger.info(options.seedDemo ? 'database seeded with reference and demo data' : 'database seeded with reference data (no demo)');
}

/**
 * Everything the server does to its database before it listens. Throws StartupRefusedError when
 * it must not run (production without any admin and without INITIAL_ADMIN_*).
 */
export async function prepareDatabase(
  db: Knex,
  config: Pick<AppConfig, 'seedDemo' | 'isProduction' | 'initialAdmin'>,
  logger: Logger,
): Promise<void> {
  await migrateAndSeed(db, config, logger);
  await bootstrapInitialAdmin(db, config, logger);
}
