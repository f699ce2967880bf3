import { hashPassword } from '../../auth/password';
import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';
import { unique } from './export-test-kit';

/** An app with tiny hourly export limits, and an admin of its own (the limits count per account). */
let t: TestApp;
let admin: TestClient;
let username: string;

beforeAll(async () => {
  t = createTestApp({ exportLimit: { listPerHour: 2, databasePerHour: 1 } });
  username = unique('exportadmin');
  await t.db('users').insert({ username, passwordHash: await hashPassword('export-admin-secret-1'), name: 'Export Admin', role: 'admin' });
  admin = new TestClient(t.app);
  await admin.login(username, 'export-admin-secret-1');
});
// The admins stay: their exports are in the append-only audit log (unique names, no clash).
afterAll(() => t.close());

describe('export limits per admin account', () => {
  it('answers 429 with Retry-After once the hourly budget of list exports is spent', async () => {
    expect((await admin.get('/api/admin/roles/export')).status).toBe(200);
    expect((await admin.get('/api/admin/locations/export?format=xlsx')).status).toBe(200);
    const refused = await admin.get('/api/admin/request-types/export');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-disposition']).toBeUndefined();
  });

  it('counts whole-database exports on their own, smaller budget', async () => {
    expect((await admin.get('/api/admin/database/export?format=ndjson')).status).toBe(200);
    expect((await admin.get('/api/admin/database/export')).status).toBe(429);
  });

  it('does not count a refused query against the budget', async () => {
    const other = unique('exportadmin');
    await t.db('users').insert({ username: other, passwordHash: await hashPassword('export-admin-secret-2'), name: 'Second Admin', role: 'admin' });
    const client = new TestClient(t.app);
    await client.login(other, 'export-admin-secret-2');
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/admin/database/export?format=pdf')).status).toBe(400);
    expect((await client.get('/api/admin/database/export?format=ndjson')).status).toBe(200);
  });
});
