import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_URL, databaseUrl, freshDatabaseName, withAdmin } from '../../../jest/test-database';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/support/isolated-database';
import { SESSION_COOKIE } from '../../middleware/cookies';
import { cookieValue, TestClient } from '../../../test/support/test-app';
import { bundleEntry, type Bundle } from '../../../test/support/bundle-entry';
import { until } from '../../../test/support/until';
import { captcha, FORM, PDF } from '../../modules/requests/__tests__/request-test-kit';

/**
 * The restore drill of docs/operations.md, run for real: requests filed through the API, a custom-
 * format dump (pg_dump -Fc) and a copy of DATA_DIR/uploads, pg_restore into a new database, the
 * API (bundled as api/build.mjs does) started on it as a separate process: the same citizen logs
 * in and sees the same requests, with the same attachment bytes.
 */
jest.setTimeout(90_000);
const run = promisify(execFile);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-restore-drill-'));
const liveData = path.join(work, 'live-data');
const restoredData = path.join(work, 'restored-data');
const server = { url: new URL(ADMIN_URL) };
/** pg_dump/pg_restore connection options of the test server (trust auth, architecture §4). */
const pgArgs = () => ['-h', server.url.hostname, '-p', server.url.port || '5432', '-U', decodeURIComponent(server.url.username) || 'postgres'];

let iso: IsolatedDatabase;
let bundle: Bundle;
let restoredName: string;
let child: ChildProcess | null = null;

beforeAll(async () => {
  [iso, bundle] = await Promise.all([createIsolatedDatabase({ dataDir: liveData }), bundleEntry(path.resolve(__dirname, '../../server.ts'))]);
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await iso.close();
  if (restoredName) await withAdmin((admin) => admin.raw(`drop database if exists "${restoredName}" with (force)`));
  bundle.remove();
  fs.rmSync(work, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startApi(url: string, dataDir: string, port: number): Promise<ChildProcess> {
  const env = { PATH: process.env.PATH, DATABASE_URL: url, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  const started = spawn(process.execPath, [bundle.file], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  started.stderr!.on('data', (chunk) => (stderr += chunk));
  const healthy = () => {
    if (started.exitCode !== null) throw new Error(`restored API exited with ${started.exitCode}: ${stderr}`);
    return fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
  };
  try {
    await until(healthy, { timeoutMs: 30_000, intervalMs: 150, describe: () => `restored API never became healthy: ${stderr}` });
    return started;
  } catch (error) {
    started.kill('SIGKILL');
    throw error;
  }
}

/** A browser-like login against a running server: the CSRF cookie, then the session cookie. */
async function loginOver(base: string, username: string, password: string): Promise<string> {
  const first = await fetch(`${base}/api/auth/user`);
  const csrf = /cc_csrf=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: `cc_csrf=${csrf}` },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  const session = res.headers.getSetCookie().find((line) => !line.startsWith('cc_csrf='))!.split(';')[0]!;
  return `cc_csrf=${csrf}; ${session}`;
}

const codesOf = (body: { items: Array<{ requestId: string }> }) => body.items.map((item) => item.requestId).sort();

describe('restore drill', () => {
  it('dump, restore into a new database, start the API on it: the same requests and files', async () => {
    const { app } = iso.app();
    const citizen = new TestClient(app);
    const login = await citizen.post('/api/auth/login', { username: 'citizen', password: 'citizen123' });
    expect(login.status).toBe(200);
    const liveSession = cookieValue(login, SESSION_COOKIE)!;
    const withFile = citizen.agent.post('/api/requests').set('x-csrf-token', citizen.csrf ?? '');
    for (const [name, value] of Object.entries({ ...FORM, ...(await captcha(citizen)) })) withFile.field(name, value);
    const filed = [await withFile.attach('attachment', PDF, 'application.pdf')];
    for (const description of ['Street light out near the school', 'Hand pump broken in ward 3']) {
      filed.push(await citizen.post('/api/requests', { ...FORM, description, ...(await captcha(citizen)) }));
    }
    expect(filed.map((res) => res.status)).toEqual([201, 201, 201]);
    const before = (await citizen.get('/api/requests')).body;
    expect(codesOf(before)).toEqual(filed.map((res) => res.body.requestId).sort());

    // Back up: the database (custom format) and the uploaded files beside it.
    const dump = path.join(work, 'citizen-connect.dump');
    await run('pg_dump', [...pgArgs(), '-Fc', '-f', dump, new URL(iso.url).pathname.slice(1)]);
    fs.cpSync(path.join(liveData, 'uploads'), path.join(restoredData, 'uploads'), { recursive: true });

    // Restore into a database that never saw the live one.
    restoredName = freshDatabaseName();
    await withAdmin((admin) => admin.raw(`create database "${restoredName}"`));
    await run('pg_restore', [...pgArgs(), '--no-owner', '--exit-on-error', '-d', restoredName, dump]);

    const port = await freePort();
    child = await startApi(databaseUrl(restoredName), restoredData, port);
    const base = `http://127.0.0.1:${port}`;
    const cookie = await loginOver(base, 'citizen', 'citizen123');
    const after = await (await fetch(`${base}/api/requests`, { headers: { cookie } })).json();
    expect(codesOf(after)).toEqual(codesOf(before));
    const admin = await loginOver(base, 'admin', 'admin123');
    for (const res of filed) {
      const detail = await (await fetch(`${base}/api/requests/${res.body.id}`, { headers: { cookie: admin } })).json();
      expect(detail.requestId).toBe(res.body.requestId);
    }
    const attachment = await fetch(`${base}/api/requests/${filed[0]!.body.id}/attachment`, { headers: { cookie } });
    expect(attachment.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await attachment.arrayBuffer()), PDF)).toBe(0);
    // Sessions live in PostgreSQL: the live app's session cookie is valid on the restored server.
    const carried = await fetch(`${base}/api/auth/user`, { headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(liveSession)}` } });
    expect(carried.status).toBe(200);
    expect((await carried.json()).user.username).toBe('citizen');

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
