import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import type { AppConfig } from '../config/config';

export type Db = Knex;

// bigint (count(*), bigIncrements ids) as JS numbers: ids stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * PostgreSQL through `pg` when DATABASE_URL is set, otherwise embedded PGlite stored under
 * DATA_DIR/pglite. PGlite has a single connection, so its pool is 1 (knex-pglite enforces it).
 */
export function createDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Db {
  const mappers = knexSnakeCaseMappers();
  if (config.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: 10_000,
      ...mappers,
    });
  }
  const filename = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(filename, { recursive: true });
  // pg_trgm backs the admin users search (migration 010); PGlite loads contrib extensions only when named.
  const pglite = new PGlite(filename, { extensions: { pg_trgm } });
  return knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: { pglite },
    ...mappers,
  } as Knex.Config);
}
