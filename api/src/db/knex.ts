import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import type { AppConfig } from '../config/config';

export type Db = Knex;

// bigint (count(*), bigIncrements ids) as JS numbers: ids stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** Upper bounds for one database round trip (the longest legitimate statement is a whole export). */
export const DATABASE_TIMEOUTS = { connectMs: 3_000, acquireMs: 5_000, statementMs: 60_000 };

/**
 * PostgreSQL through `pg` when DATABASE_URL is set, otherwise embedded PGlite stored under
 * DATA_DIR/pglite. PGlite has a single connection, so its pool is 1 (knex-pglite enforces it).
 */
export function createDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Db {
  const mappers = knexSnakeCaseMappers();
  if (config.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: {
        connectionString: config.databaseUrl,
        // Nothing waits on an absent database for long: a connect that is not
        // answered gives up, a statement the server cannot finish is cancelled server side, and
        // a reply that never comes is abandoned by the client a little later. The error boundary
        // answers these 503 (middleware/outage.ts); the pool drops the dead connection and opens
        // fresh ones once the server is back.
        connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
        statement_timeout: DATABASE_TIMEOUTS.statementMs,
        query_timeout: DATABASE_TIMEOUTS.statementMs + 5_000,
      },
      // A refused connect rejects the waiting query at once (knex's propagateCreateError); this
      // bounds the wait for a free connection when all ten are busy.
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: DATABASE_TIMEOUTS.acquireMs,
      ...mappers,
    });
  }
  const filename = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(filename, { recursive: true });
  // pg_trgm backs the searches (migrations 010, 015) and, with btree_gin, the duplicate hints
  // (migration 018); PGlite loads contrib extensions only when named.
  const pglite = new PGlite(filename, { extensions: { pg_trgm, btree_gin } });
  return knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: { pglite },
    ...mappers,
  } as Knex.Config);
}
