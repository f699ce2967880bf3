import knexFactory from 'knex';

/** The server the tests use; trust auth on every developer and CI machine (architecture §4). */
export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(work: (admin: ReturnType<typeof knexFactory>) => Promise<T>): Promise<T> {
  const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}
