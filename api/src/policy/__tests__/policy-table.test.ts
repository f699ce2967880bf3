import Router from '@koa/router';
import { healthRouter } from '../../modules/health/health.routes';
import { route, type AppRouter } from '../../middleware/require-role';
import { apiRouters } from '../../routes';
import { createTestApp, TestClient, type TestApp } from '../../../test/support/test-app';
import { policyTable } from '../policy-table';

function registeredRoutes(): string[] {
  const keys = new Set<string>();
  for (const router of [healthRouter(), ...apiRouters()]) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method !== 'HEAD') keys.add(`${method} ${String(layer.path)}`);
      }
    }
  }
  return [...keys].sort();
}

describe('policy table', () => {
  it('lists every registered route', () => {
    const missing = registeredRoutes().filter((key) => !(key in policyTable));
    expect(missing).toEqual([]);
  });

  it('has no entry for a route that does not exist', () => {
    const routes = new Set(registeredRoutes());
    const stale = Object.keys(policyTable).filter((key) => !routes.has(key));
    expect(stale).toEqual([]);
  });

  it('refuses to register a route that is not in the table', () => {
    const router: AppRouter = new Router();
    expect(() => route(router, 'GET', '/api/not-in-the-table', async () => undefined)).toThrow(/missing from the policy table/);
  });
});

describe('policy enforcement', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  // admin-or-loopback answers a caller on this machine (as supertest is); modules/metrics tests it.
  // api-key routes answer 403 without a key (modules/open311 tests it).
  const protectedRoutes = Object.entries(policyTable).filter(([, entry]) => !['public', 'admin-or-loopback', 'api-key'].includes(entry.access as string));

  it.each(protectedRoutes.map(([key]) => key))('%s answers 401 to an anonymous caller', async (key) => {
    const [method, path] = key.split(' ') as [string, string];
    const client = new TestClient(t.app);
    const concrete = path.replace(/:[A-Za-z]+/g, '1');
    const res =
      method === 'GET'
        ? await client.get(concrete)
        : await client.send(method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete', concrete, {});
    expect(res.status).toBe(401);
  });

  const adminRoutes = Object.entries(policyTable).filter(([, entry]) => entry.access === 'admin');

  it.each(adminRoutes.map(([key]) => key))('%s answers 403 to a citizen', async (key) => {
    const [method, path] = key.split(' ') as [string, string];
    const client = new TestClient(t.app);
    await client.login('citizen', 'citizen123');
    const concrete = path.replace(/:[A-Za-z]+/g, '1');
    const res =
      method === 'GET'
        ? await client.get(concrete)
        : await client.send(method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete', concrete, {});
    expect(res.status).toBe(403);
  });
});
