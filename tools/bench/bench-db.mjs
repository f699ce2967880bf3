// The bench's own PostgreSQL database: cc_bench_<random> on BENCH_PG (default the local server),
// created empty and dropped again whatever happens (bench.mjs calls drop on exit and on Ctrl-C).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const server = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';

async function onMaintenanceDb(work) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase() {
  const name = `cc_bench_${randomBytes(4).toString('hex')}`;
  await onMaintenanceDb((client) => client.query(`create database ${name}`));
  return { name, url: `${server}/${name}` };
}

/** Drops it even while connections remain (a killed API's pool). */
export async function dropBenchDatabase(name) {
  if (!/^cc_bench_[a-f0-9]+$/.test(name)) throw new Error(`not a bench database: ${name}`);
  await onMaintenanceDb((client) => client.query(`drop database if exists ${name} with (force)`));
}

/** Runs work(client) on the bench database and closes the connection. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
