#!/usr/bin/env node
// `npm run bench`: GET /api/health of the real API (full middleware chain, database probe) against
// a bare Koa + router hello-world, measured in the same run and interleaved (A B A B …) because
// these machines are noisy. Reports requests/s of each and their ratio (target ≥ 0.85, architecture §8).
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function waitForHealth(url) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, pipelining: 1, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
const apiPort = 3871;
const helloPort = 3872;
const api = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production refuses to start without an admin; a throwaway one for this throwaway database.
    INITIAL_ADMIN_USERNAME: 'bench-admin',
    INITIAL_ADMIN_PASSWORD: randomBytes(24).toString('base64url'),
  },
});
const hello = fork(path.join(root, 'tools/bench/hello-koa.mjs'), { env: { ...process.env, PORT: String(helloPort) }, stdio: 'ignore' });

try {
  const apiUrl = `http://127.0.0.1:${apiPort}/api/health`;
  const helloUrl = `http://127.0.0.1:${helloPort}/api/health`;
  await Promise.all([waitForHealth(apiUrl), waitForHealth(helloUrl)]);
  await run(apiUrl); // warm-up (JIT, connection pools)
  await run(helloUrl);
  const totals = { api: 0, hello: 0 };
  const p99 = { api: [], hello: [] };
  for (let round = 1; round <= rounds; round += 1) {
    const a = await run(apiUrl);
    const h = await run(helloUrl);
    totals.api += a.requests.average;
    totals.hello += h.requests.average;
    p99.api.push(a.latency.p99);
    p99.hello.push(h.latency.p99);
    console.log(`round ${round}: health ${a.requests.average.toFixed(0)} req/s (p99 ${a.latency.p99} ms), hello ${h.requests.average.toFixed(0)} req/s (p99 ${h.latency.p99} ms)`);
  }
  const ratio = totals.api / totals.hello;
  console.log(`health ÷ hello-world throughput: ${ratio.toFixed(2)} (target ≥ 0.85)`);
} finally {
  api.kill('SIGTERM');
  hello.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
