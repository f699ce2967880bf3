import type { Knex } from 'knex';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { usersQuery } from '../admin-users.service';

/**
 * Citizens will number in millions: the admin users search must be answered by the trigram index of
 * migration 010, not by reading the table. 50,000 rows and fresh statistics, inside a transaction
 * that is rolled back, so no other test sees them.
 */
let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

async function plan(trx: Knex, search: string, role?: string): Promise<string> {
  const { sql, bindings } = usersQuery(trx, { search, role }).limit(10).toKnexQuery().toSQL();
  const rows = (await trx.raw(`explain ${sql}`, bindings as readonly Knex.RawBinding[])) as { rows: Array<{ 'QUERY PLAN': string }> };
  return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
}

it('searches users through users_search_trgm_idx on a large table', async () => {
  const trx = await t.db.transaction();
  try {
    await trx.raw(`
      insert into users (username, password_hash, name, email, phone, role)
      select 'bulk' || i, 'x', 'Citizen Number ' || i, 'bulk' || i || '@example.in', '9' || lpad(i::text, 9, '0'), 'citizen'
      from generate_series(1, 50000) as i`);
    await trx.raw('analyze users');
    const bySubstring = await plan(trx, 'bulk4321@');
    expect(bySubstring).toMatch(/users_search_trgm_idx/);
    expect(bySubstring).not.toMatch(/Seq Scan on users/);
    expect(await plan(trx, '900001234')).toMatch(/users_search_trgm_idx/);
    // The result is right, too.
    const found = await usersQuery(trx, { search: 'BULK4321@' });
    expect(found.map((user) => user.username)).toEqual(['bulk4321']);
  } finally {
    await trx.rollback();
  }
});
