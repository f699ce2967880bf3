import type { Knex } from 'knex';
import { migrations } from './migrations';

export interface MigrationModule {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Migrations are imported modules, not files found at run time, so the esbuild bundle carries them. */
export class ModuleMigrationSource implements Knex.MigrationSource<MigrationModule> {
  async getMigrations() {
    return migrations;
  }
  getMigrationName(migration: MigrationModule) {
    return migration.name;
  }
  async getMigration(migration: MigrationModule) {
    return migration;
  }
}

export async function migrateLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource: new ModuleMigrationSource() });
}
