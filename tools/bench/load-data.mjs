// Fills a migrated bench database with load-data.sql. The secondary indexes of the big tables
// (whatever the migrations made, other helpers' included) are dropped first and rebuilt after the
// load from their own definitions: building an index once is several times faster than
// maintaining it row by row. Their foreign keys likewise: dropped, then added back, which checks
// every row once in one join instead of one lookup per row. Primary keys, unique codes, checks
// and triggers stay on throughout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BIG_TABLES = ['requests', 'request_history', 'escalations'];

/** Loads the data set on `client` (a pg.Client on the bench database); resolves with row counts and seconds. */
export async function loadBenchData(client, log = console.log) {
  const started = performance.now();
  const { rows: indexes } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BIG_TABLES],
  );
  const { rows: foreignKeys } = await client.query(
    `select c.conrelid::regclass::text as tablename, c.conname, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c where c.contype = 'f' and c.conrelid::regclass::text = any($1)`,
    [BIG_TABLES],
  );
  for (const fk of foreignKeys) await client.query(`alter table ${fk.tablename} drop constraint "${fk.conname}"`);
  for (const index of indexes) await client.query(`drop index "${index.indexname}"`);
  await client.query("set maintenance_work_mem = '256MB'");
  await client.query(readFileSync(path.join(here, 'load-data.sql'), 'utf8'));
  log(`  rows inserted in ${((performance.now() - started) / 1000).toFixed(1)} s; rebuilding ${indexes.length} indexes and ${foreignKeys.length} foreign keys`);
  for (const index of indexes) await client.query(index.indexdef);
  for (const fk of foreignKeys) await client.query(`alter table ${fk.tablename} add constraint "${fk.conname}" ${fk.definition}`);
  await client.query('vacuum analyze');
  const { rows } = await client.query(
    `select (select count(*) from requests)::int as requests, (select count(*) from request_history)::int as history,
            (select count(*) from users where role = 'citizen')::int as citizens, (select count(*) from users where role <> 'citizen')::int as staff`,
  );
  return { ...rows[0], seconds: Math.round((performance.now() - started) / 100) / 10 };
}
