import path from 'node:path';
import { useEmptyDatabasePerTest } from '../../../../jest/test-database';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/config';
import { ROLE_SEEDS } from '../../../db/seeds/reference-data';
import { createLogger } from '../../../lib/logger';
import { bundleEntry, runBundle, type Bundle } from '../../../../test/support/bundle-entry';
import { TestClient } from '../../../../test/support/test-app';
import { hashPassword } from '../../auth/password';

// `npm run create-admin` as an operator runs it: the bundled tool in its own process.
jest.setTimeout(120_000);

let cli: Bundle;
beforeAll(async () => {
  cli = await bundleEntry(path.resolve(__dirname, '../../../create-admin.ts'));
});
afterAll(() => cli.remove());
const fresh = useEmptyDatabasePerTest();

const createAdmin = (...args: string[]) => runBundle(cli.file, args, { DATABASE_URL: fresh.database.url });

function client(): TestClient {
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: fresh.database.url },
    { webRoot: path.join(__dirname, '__no_web_root__'), rateLimit: { windowSeconds: 900, maxWrites: 10_000 } },
  );
  return new TestClient(createApp({ db: fresh.db, config, logger: createLogger('silent') }));
}

const loginStatus = async (username: string, password: string) => (await client().post('/api/auth/login', { username, password })).status;

const FIRST = 'first long passphrase';
const SECOND = 'second long passphrase';

describe('npm run create-admin', () => {
  it('creates a super_admin on an empty database (migrated, reference data, no demo)', async () => {
    const result = await createAdmin('--username', 'chief', '--password', FIRST, '--email', 'chief@office.example');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Created the account "chief" (super_admin).');

    expect(await fresh.db('users').select('username', 'role', 'name', 'email', 'isActive')).toEqual([
      { username: 'chief', role: 'super_admin', name: 'Administrator', email: 'chief@office.example', isActive: true },
    ]);
    expect(Number((await fresh.db('roles').count({ n: '*' }).first())!.n)).toBe(ROLE_SEEDS.length);
    expect(await loginStatus('chief', FIRST)).toBe(200);
  });

  it('resets an existing admin: new password, active again, every old session ended', async () => {
    await createAdmin('--username', 'chief', '--password', FIRST, '--role', 'admin');
    const before = client();
    await before.login('chief', FIRST);
    const userId = (await fresh.db('users').where({ username: 'chief' }).first('id')).id;
    await fresh.db('users').where({ id: userId }).update({ isActive: false });

    const result = await createAdmin('--username', 'CHIEF', '--password', SECOND);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Reset the account "CHIEF"');

    expect(await fresh.db('sessions').where({ userId }).count({ n: '*' }).first()).toEqual({ n: 0 });
    expect((await before.get('/api/auth/user')).status).toBe(401);
    expect(await loginStatus('chief', FIRST)).toBe(401);
    expect(await loginStatus('chief', SECOND)).toBe(200);
    expect(await fresh.db('users').select('username', 'role', 'isActive')).toEqual([{ username: 'chief', role: 'admin', isActive: true }]);
  });

  it('refuses a password shorter than 12 characters and changes nothing', async () => {
    await createAdmin('--username', 'chief', '--password', FIRST);
    const before = await fresh.db('users').select();

    const reset = await createAdmin('--username', 'chief', '--password', 'elevenchars');
    expect(reset.code).toBe(1);
    expect(reset.stderr).toBe('The admin password must be at least 12 characters long: nothing was changed\n');
    const create = await createAdmin('--username', 'deputy', '--password', 'short');
    expect(create.code).toBe(1);

    expect(await fresh.db('users').select()).toEqual(before);
    expect(await loginStatus('chief', FIRST)).toBe(200);
  });

  it('refuses a long but common password and creates nothing', async () => {
    const result = await createAdmin('--username', 'chief', '--password', 'qwertyuiop123');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('The admin password is too common: choose another: nothing was changed\n');
    // Refused before migrating: the database may not even have its tables yet.
    const users = (await fresh.db.schema.hasTable('users')) ? await fresh.db('users').where({ username: 'chief' }) : [];
    expect(users).toEqual([]);
  });

  it('never turns an existing non-admin account into an admin', async () => {
    await createAdmin('--username', 'chief', '--password', FIRST);
    await fresh.db('users').insert({ username: 'ramesh', passwordHash: await hashPassword('citizen-pass'), name: 'Ramesh', role: 'citizen' });

    const result = await createAdmin('--username', 'ramesh', '--password', SECOND);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('exists with the role citizen, which is not an admin role');
    expect(await loginStatus('ramesh', 'citizen-pass')).toBe(200);
    expect(await loginStatus('ramesh', SECOND)).toBe(401);
  });

  it('without a terminal, missing flags are a usage error (exit 2) and the help names the PGlite rule', async () => {
    const result = await createAdmin('--username', 'chief');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--username and --password are required when not run in a terminal');
    expect(result.stderr).toContain('PGlite is single-process: STOP THE SERVER FIRST');
    expect(Number((await fresh.db.raw("select count(*) as n from information_schema.tables where table_name = 'users'")).rows[0].n)).toBe(0);
  });

  it('rejects an unknown role', async () => {
    const result = await createAdmin('--username', 'chief', '--password', FIRST, '--role', 'citizen');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--role must be one of: admin, super_admin');
  });
});
