import { runHousekeeping } from '../housekeeping';
import { createTestApp, TestClient, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

describe('housekeeping', () => {
  it('removes dead sessions and keeps live ones', async () => {
    const live = new TestClient(t.app);
    const liveUser = await live.login('staff', 'staff123');
    const dead = new TestClient(t.app);
    const deadUser = await dead.login('minister_staff', 'minister123');
    await t.db('sessions').where({ userId: deadUser.id }).update({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    await runHousekeeping(t.db, t.config);
    expect(await t.db('sessions').where({ userId: deadUser.id }).first()).toBeUndefined();
    expect(await t.db('sessions').where({ userId: liveUser.id }).first()).toBeDefined();
    expect((await live.get('/api/auth/user')).status).toBe(200);
  });
});
