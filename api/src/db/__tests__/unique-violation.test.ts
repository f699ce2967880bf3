import type { Knex } from 'knex';
import { User } from '../../modules/users/user.model';
import { uniqueViolation } from '../unique-violation';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// One shape for "already taken" (docs/decisions/0100-database-access.md): a model query's error.
let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const row = (username: string) => ({ username, passwordHash: 'x', name: 'Unique Test', email: `${username.toLowerCase()}@example.org` });

/** The error of the second of two writes, both rolled back. */
async function secondWriteError(write: (trx: Knex.Transaction, username: string) => PromiseLike<unknown>, username: string, again: string): Promise<unknown> {
  const trx = await t.db.transaction();
  try {
    await write(trx, username);
    return await Promise.resolve(write(trx, again)).then(
      () => undefined,
      (error: unknown) => error,
    );
  } finally {
    await trx.rollback();
  }
}

describe('uniqueViolation', () => {
  it("names the index of a model query's unique violation, whatever the case of the value", async () => {
    const error = await secondWriteError((trx, username) => User.query(trx).insert(row(username)), 'uniq_case', 'UNIQ_CASE');
    expect(uniqueViolation(error)?.constraint).toBe('users_username_lower_unique');
  });

  it('does not read the driver error of a plain knex statement, nor other errors', async () => {
    const error = await secondWriteError((trx, username) => trx('users').insert(row(username)), 'uniq_knex', 'uniq_knex');
    expect((error as { code?: string }).code).toBe('23505');
    expect(uniqueViolation(error)).toBeNull();
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
  });
});
