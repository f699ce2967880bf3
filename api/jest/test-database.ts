import knexFactory from 'knex';
import { createDb, type Db } from '../src/db/knex';

/** The server the tests use; trust auth on every developer and CI machine (architecture §4). */
export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One connection to `serverUrl` (a maintenance database) for create/drop database work. */
export async function withServer<T>(serverUrl: string, work: (admin: ReturnType<typeof knexFactory>) => Promise<T>): Promise<T> {
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

export const withAdmin = <T>(work: (admin: ReturnType<typeof knexFactory>) => Promise<T>): Promise<T> => withServer(ADMIN_URL, work);

/** Whether the process that named a database (its pid is in the name) still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A name global-setup's sweep recognises: cc_test_<jest pid>_<time><random>. */
export function freshDatabaseName(): string {
  return `cc_test_${process.pid}_${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

export interface EmptyDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new database with nothing in it (not migrated), for tests of the start-up itself. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const name = freshDatabaseName();
  await withAdmin((admin) => admin.raw(`create database "${name}"`));
  return {
    name,
    url: databaseUrl(name),
    drop: () => withAdmin((admin) => admin.raw(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/**
 * A fresh empty database and a knex pool on it for every test of the file (dropped afterwards):
 * the start-up and create-admin tests each begin from nothing.
 */
export function useEmptyDatabasePerTest(): { readonly database: EmptyDatabase; readonly db: Db } {
  const current = {} as { database: EmptyDatabase; db: Db };
  beforeEach(async () => {
    current.database = await createEmptyDatabase();
    current.db = createDb({ databaseUrl: current.database.url, dataDir: '' });
  });
  afterEach(async () => {
    await current.db.destroy();
    await current.database.drop();
  });
  return current;
}
