import path from 'node:path';
import { useEmptyDatabasePerTest } from '../../../../jest/test-database';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/config';
import { EVENT_TEMPLATE_SEEDS } from '../../../db/migrations/006-event-templates';
import { STAFF_RESPONSE_TEMPLATES } from '../../../db/migrations/007-staff-inbox';
import { DELETION_TEMPLATE_SEEDS } from '../../../db/migrations/013-data-deletion';
import { REOPENED_TEMPLATES } from '../../../db/migrations/017-request-feedback';
import { DUPLICATE_TEMPLATE_SEEDS } from '../../../db/migrations/018-duplicate-hints';
import { ERASURE_CODE_TEMPLATE } from '../../../db/migrations/026-retention';
import { prepareDatabase } from '../../../db/prepare-database';
import { DEMO_USERS } from '../../../db/seeds/demo-users';
import { LOCATION_SEEDS, REQUEST_TYPE_SEEDS, ROLE_SEEDS } from '../../../db/seeds/reference-data';
import { createLogger } from '../../../lib/logger';
import { TestClient } from '../../../../test/support/test-app';
import { StartupRefusedError } from '../initial-admin';

const silent = createLogger('silent');
const INITIAL = { INITIAL_ADMIN_USERNAME: 'chief', INITIAL_ADMIN_PASSWORD: 'a long enough passphrase', INITIAL_ADMIN_EMAIL: 'chief@office.example' };

const fresh = useEmptyDatabasePerTest();

/** The server's start-up steps with this environment, on the test's database. */
// A production start needs its track link key (config.ts); any 32 characters do here.
const TRACK_LINK_SECRET = 'start-up-test-track-link-secret-0123456789';
const start = (env: NodeJS.ProcessEnv) => prepareDatabase(fresh.db, loadConfig({ DATABASE_URL: fresh.database.url, TRACK_LINK_SECRET, ...env }), silent);

const count = async (table: string) => Number((await fresh.db(table).count({ n: '*' }).first())!.n);

/**
 * The app on the database. Cookies without Secure: supertest's jar (plain http) would not send a
 * Secure CSRF cookie back. What is tested is the data the production start-up left behind.
 */
function client(): TestClient {
  const config = loadConfig(
    { NODE_ENV: 'test', DATABASE_URL: fresh.database.url },
    { webRoot: path.join(__dirname, '__no_web_root__'), rateLimit: { windowSeconds: 900, maxWrites: 10_000 } },
  );
  return new TestClient(createApp({ db: fresh.db, config, logger: silent }));
}

const loginStatus = async (username: string, password: string) => (await client().post('/api/auth/login', { username, password })).status;

describe('start-up in production on an empty database', () => {
  it('creates the reference data and no demo account or demo content', async () => {
    await start({ NODE_ENV: 'production', ...INITIAL });

    expect(await fresh.db('users').pluck('username')).toEqual(['chief']);
    for (const table of ['requests', 'events', 'gallery_items', 'social_handles', 'social_posts']) {
      expect([table, await count(table)]).toEqual([table, 0]);
    }
    // Only the templates of migrations 006 (notification events), 007 (staff remarks), 013 (data deletion
    // mails), 017 (reopened), 018 (duplicate, followed update) and 026 (the erasure code SMS).
    expect(await count('message_templates')).toBe(
      EVENT_TEMPLATE_SEEDS.length + STAFF_RESPONSE_TEMPLATES.length + DELETION_TEMPLATE_SEEDS.length + REOPENED_TEMPLATES.length + DUPLICATE_TEMPLATE_SEEDS.length + [ERASURE_CODE_TEMPLATE].length,
    );
    expect(await count('roles')).toBe(ROLE_SEEDS.length);
    expect(await count('request_types')).toBe(REQUEST_TYPE_SEEDS.length);
    expect(await count('locations')).toBe(LOCATION_SEEDS.length);
    expect((await fresh.db('system_settings').where({ key: 'site' }).first()).value).toEqual({ defaultLanguage: 'hi' });
  });

  it.each(DEMO_USERS.map((user) => [user.username, user.password]))('the demo login %s / %s answers 401', async (username, password) => {
    await start({ NODE_ENV: 'production', ...INITIAL });
    expect(await loginStatus(username, password)).toBe(401);
  });
});

describe('the first super admin from INITIAL_ADMIN_*', () => {
  it('is created once, as the only super_admin, and can log in', async () => {
    await start({ NODE_ENV: 'production', ...INITIAL });

    const admins = await fresh.db('users').whereIn('role', ['admin', 'super_admin']).select('username', 'role', 'email', 'isActive');
    expect(admins).toEqual([{ username: 'chief', role: 'super_admin', email: 'chief@office.example', isActive: true }]);
    const res = await client().post('/api/auth/login', { username: 'chief', password: INITIAL.INITIAL_ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'chief', role: 'super_admin' });
  });

  it('a second start with other values changes nothing', async () => {
    await start({ NODE_ENV: 'production', ...INITIAL });
    const before = await fresh.db('users').orderBy('id').select();

    await start({ NODE_ENV: 'production', INITIAL_ADMIN_USERNAME: 'chief', INITIAL_ADMIN_PASSWORD: 'another long passphrase' });
    await start({ NODE_ENV: 'production', INITIAL_ADMIN_USERNAME: 'intruder', INITIAL_ADMIN_PASSWORD: 'yet another passphrase' });

    expect(await fresh.db('users').orderBy('id').select()).toEqual(before);
    expect(await loginStatus('chief', 'another long passphrase')).toBe(401);
    expect(await loginStatus('chief', INITIAL.INITIAL_ADMIN_PASSWORD)).toBe(200);
  });

  it('refuses to start with a password shorter than 12 characters, and creates nobody', async () => {
    const started = start({ NODE_ENV: 'production', INITIAL_ADMIN_USERNAME: 'chief', INITIAL_ADMIN_PASSWORD: 'elevenchars' });
    await expect(started).rejects.toThrow(StartupRefusedError);
    await expect(started).rejects.toThrow('The admin password must be at least 12 characters long');
    expect(await count('users')).toBe(0);
  });

  it('refuses to start rather than take over an existing non-admin account of that username', async () => {
    await start({ NODE_ENV: 'development', SEED_DEMO: 'false' });
    await fresh.db('users').insert({ username: 'chief', passwordHash: 'unchanged', name: 'A citizen', role: 'citizen' });

    await expect(start({ NODE_ENV: 'production', ...INITIAL })).rejects.toThrow('The admin username is already taken');
    expect(await fresh.db('users').select('username', 'role', 'passwordHash')).toEqual([{ username: 'chief', role: 'citizen', passwordHash: 'unchanged' }]);
  });

  it('production without any admin and without INITIAL_ADMIN_* refuses to start', async () => {
    await expect(start({ NODE_ENV: 'production' })).rejects.toThrow(
      'No admin account exists: set INITIAL_ADMIN_USERNAME and INITIAL_ADMIN_PASSWORD',
    );
  });
});

describe('demo data', () => {
  const demoUsernames = DEMO_USERS.map((user) => user.username).sort();

  it('SEED_DEMO=true seeds it in production, and its admins count as admins', async () => {
    await start({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect((await fresh.db('users').pluck('username')).sort()).toEqual(demoUsernames);
    expect(await count('requests')).toBeGreaterThan(0);
    expect(await loginStatus('superadmin', 'super123')).toBe(200);
  });

  it('development seeds it by default', async () => {
    await start({ NODE_ENV: 'development' });
    expect((await fresh.db('users').pluck('username')).sort()).toEqual(demoUsernames);
    expect(await count('events')).toBeGreaterThan(0);
    expect(await count('gallery_items')).toBeGreaterThan(0);
    expect((await fresh.db('system_settings').where({ key: 'site' }).first()).value).toEqual({ defaultLanguage: 'hi', contactEmail: 'support@example.in' });
    expect(await loginStatus('admin', 'admin123')).toBe(200);
  });

  it('SEED_DEMO=false turns it off in development, which starts without an admin', async () => {
    await start({ NODE_ENV: 'development', SEED_DEMO: 'false' });
    expect(await count('users')).toBe(0);
    expect(await count('roles')).toBe(ROLE_SEEDS.length);
  });

  it('is seeded only into a fresh database: a later start with SEED_DEMO=true adds none', async () => {
    await start({ NODE_ENV: 'production', ...INITIAL });
    await start({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(await fresh.db('users').pluck('username')).toEqual(['chief']);
  });
});
