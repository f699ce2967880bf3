import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bundleEntry, type Bundle } from '../../../test/support/bundle-entry';
import { until } from '../../../test/support/until';
import { DEMO_REQUESTS } from '../seeds/demo-content';

// PGlite loads its WASM through a dynamic import that jest's VM cannot run, so the smoke test
// bundles the real server (as `nx build api` does) and runs it in a child process: this also
// covers the bundle, the first-start migrate + seed, and the graceful shutdown.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-pglite-'));
const dataDir = path.join(work, 'data');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [server.file], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const healthy = () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    // Not listening yet: a refused connection.
    return fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.ok, () => false);
  };
  try {
    await until(healthy, { timeoutMs: 60_000, intervalMs: 250, describe: () => 'server did not become healthy' });
    return child;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

let server: Bundle;
beforeAll(async () => {
  server = await bundleEntry(path.join(root, 'api/src/server.ts'));
});
afterAll(() => {
  server.remove();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('embedded PGlite default (no DATABASE_URL)', () => {
  it('migrates and seeds on first start, serves health, and keeps its data across a restart', async () => {
    const port = await freePort();
    const first = await start(port);
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'ok' });
    expect(await (await fetch(`${base}/api/request-types`)).json()).toHaveLength(11);

    // Register a citizen through the API (double-submit CSRF like the browser client).
    const anon = await fetch(`${base}/api/auth/user`);
    const csrf = /cc_csrf=([^;]+)/.exec(anon.headers.get('set-cookie') ?? '')![1]!;
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `cc_csrf=${csrf}` },
      body: JSON.stringify({
        firstName: 'Smoke', lastName: 'Test', email: 'smoke@example.in', phone: '9111111111', district: 'dewas',
        address: 'x', pincode: '455001', username: 'smoke_user', password: 'mahua-grove-7', confirmPassword: 'mahua-grove-7',
        agreedToTerms: true, agreedToPrivacy: true,
      }),
    });
    expect(registered.status).toBe(201);
    expect(await stop(first)).toBe(0);

    const second = await start(port);
    try {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `cc_csrf=${csrf}` },
        body: JSON.stringify({ username: 'smoke_user', password: 'mahua-grove-7' }),
      });
      expect(login.status).toBe(200);
      // The request counters' triggers (migration 014) ran in PGlite for the demo seed's inserts.
      const admin = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `cc_csrf=${csrf}` },
        body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      });
      const session = admin.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
      const stats = await (await fetch(`${base}/api/admin/requests/stats`, { headers: { cookie: session } })).json();
      const withStatus = (status: string) => DEMO_REQUESTS.filter((demo) => demo.status === status).length;
      expect(stats).toEqual({ total: DEMO_REQUESTS.length, pending: withStatus('pending'), in_progress: withStatus('in_progress'), resolved: withStatus('resolved') });

      // The transparency refresh at start (migrations 021 and 023: the concurrent view refresh, the
      // locked rewrite of the stored figures, jsonb) runs in PGlite too: its totals count the demo's
      // requests (registering filed none). It runs beside the start, hence the wait.
      let totals: { received?: number; resolved?: number } = {};
      const counted = async () => (totals = await (await fetch(`${base}/api/public/transparency/totals`)).json()).received === DEMO_REQUESTS.length;
      await until(counted, { timeoutMs: 30_000, intervalMs: 250 }).catch(() => undefined);
      expect(totals).toMatchObject({ received: DEMO_REQUESTS.length, resolved: withStatus('resolved') });
    } finally {
      expect(await stop(second)).toBe(0);
    }
  });
});
