#!/usr/bin/env node
// `npm run bench:quick`: only the health ratio (health-ratio.mjs), on a throwaway embedded PGlite
// database, in about a minute. `npm run bench` (bench.mjs) measures it on PostgreSQL with the rest.
//   BENCH_ROUNDS (default 10) alternating rounds of BENCH_SECONDS (default 3) each;
//   BENCH_API_ENTRY: another build of the API to measure (default dist/api/main.js), e.g. main's
//   build copied to dist/api-main/main.js for a before/after in the same conditions.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureHealthRatio, startHello, waitForOk } from './health-ratio.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
const apiPort = Number(process.env.BENCH_API_PORT ?? 3871);
const api = spawn(process.execPath, [path.resolve(root, process.env.BENCH_API_ENTRY ?? 'dist/api/main.js')], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production refuses to start without an admin; a throwaway one for this throwaway database.
    INITIAL_ADMIN_USERNAME: 'bench-admin',
    INITIAL_ADMIN_PASSWORD: randomBytes(24).toString('base64url'),
    TRACK_LINK_SECRET: randomBytes(32).toString('base64url'),
  },
});
const hello = await startHello(Number(process.env.BENCH_HELLO_PORT ?? 3872));
try {
  const apiUrl = `http://127.0.0.1:${apiPort}/api/health`;
  await waitForOk(apiUrl);
  const result = await measureHealthRatio({
    apiUrl,
    helloUrl: hello.url,
    apiPid: api.pid,
    helloPid: hello.pid,
    rounds: Number(process.env.BENCH_ROUNDS ?? 10),
    seconds: Number(process.env.BENCH_SECONDS ?? 3),
  });
  console.log(`health ÷ hello-world throughput: median ${result.medianRatio} (min ${result.min}, max ${result.max}, IQR ${result.iqr}; target ≥ 0.9)`);
  if (result.cpu) console.log(`health ÷ hello-world requests per CPU second: median ${result.cpu.medianRatio} (min ${result.cpu.min}, max ${result.cpu.max}, IQR ${result.cpu.iqr})`);
} finally {
  api.kill('SIGTERM');
  hello.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
