#!/usr/bin/env node
// `npm run bench`: the figures on PostgreSQL at a state's scale (README, "Measure it").
//  1. creates cc_bench_<random>, lets the built API migrate it, loads 1 M requests (load-data.sql);
//  2. starts the built API on it, signs in an admin, a staff user of one district and a citizen;
//  3. loads each endpoint (scenarios.mjs) open-loop at BENCH_RATE req/s for BENCH_SECONDS;
//  4. the health ratio (health-ratio.mjs), then the escalation sweep for 500 and 5,000 rows;
//  5. the bundle sizes (when the web apps are built); prints it all, writes dist/reports/bench.json,
//     and drops the database, also on failure and Ctrl-C.
// Environment: BENCH_RATE (200), BENCH_SECONDS per endpoint (20), BENCH_HEALTH_ROUNDS (10),
// BENCH_API_PORT (4501), BENCH_HELLO_PORT (4502), BENCH_PG (postgres://postgres@127.0.0.1:5432),
// BENCH_ONLY (comma-separated words: only the scenarios whose name holds one).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase, dropBenchDatabase, withClient } from './bench-db.mjs';
import { bundleSizes } from './bundle-sizes.mjs';
import { buildSweep, overdueCount, sweep } from './escalation-sweep.mjs';
import { measureHealthRatio, startHello, waitForOk } from './health-ratio.mjs';
import { loadBenchData } from './load-data.mjs';
import { get, runOpenLoop, summarise } from './open-loop.mjs';
import { load1, machineInfo, printReport, writeReport } from './report.mjs';
import { readFixture, scenarios } from './scenarios.mjs';
import { signIn } from './sessions.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4501);
const base = `http://127.0.0.1:${apiPort}`;
const log = (line) => console.log(line);

const ADMIN = 'bench_admin';
const STAFF = 'bench_raisen_staff_1';
const CITIZEN = 'citizen4242';
const password = randomBytes(24).toString('base64url');

function ensureApiBuilt() {
  if (existsSync(path.join(root, 'dist/api/main.js'))) return;
  log('dist/api/main.js missing: building the API');
  const build = spawnSync('npx', ['nx', 'run', 'api:build', '--output-style=stream'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (build.status !== 0) throw new Error('API build failed');
}

/** The built API as production runs it; background jobs off so they do not move the figures. */
function startApi(databaseUrl) {
  const child = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(apiPort),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      INITIAL_ADMIN_USERNAME: ADMIN,
      INITIAL_ADMIN_PASSWORD: password,
      // Production requires the track links' key; a throwaway one for this throwaway database.
      TRACK_LINK_SECRET: randomBytes(32).toString('base64url'),
      ESCALATION_INTERVAL_SECONDS: '0',
      NOTIFY_DISPATCH_INTERVAL_SECONDS: '0',
      DELETION_JOB_INTERVAL_SECONDS: '0',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    ready: Promise.race([waitForOk(`${base}/api/health`), exited.then(() => Promise.reject(new Error('the API exited at start')))]),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Clears the previous endpoint's backlog before the next one is measured (at most a minute): an
 * overloaded endpoint's requests go on in the server after the client gave up on them, and must
 * not be charged to the next endpoint. Queries of the bench database still running after 2 s are
 * cancelled (their callers left long ago); then it waits for no running query and an API that
 * answers the health probe at once.
 */
async function settle(databaseUrl) {
  const until = Date.now() + 60_000;
  return withClient(databaseUrl, async (client) => {
    while (Date.now() < until) {
      const running = "datname = current_database() and state = 'active' and pid <> pg_backend_pid()";
      await client.query(`select pg_cancel_backend(pid) from pg_stat_activity where ${running} and now() - query_start > interval '2 seconds'`);
      const { rows } = await client.query(`select count(*)::int as active from pg_stat_activity where ${running}`);
      const started = performance.now();
      const answer = await get(`${base}/api/health`, {}, 5000);
      if (rows[0].active === 0 && answer.ok && performance.now() - started < 100) return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  });
}

/** One endpoint at the full rate: a short warm-up, then the measured run. */
async function loadEndpoint(scenario, headers) {
  const send = (i) => get(`${base}${scenario.path(i)}`, headers);
  const at = scenario.rate ?? rate;
  await runOpenLoop({ rate: at, total: Math.min(at, 100), send });
  const results = await runOpenLoop({ rate: at, total: at * seconds, send });
  const summary = summarise(results.map((r) => r.latency));
  // A best-effort endpoint answers "nothing" when it sheds load: count those, or its p99 flatters it.
  const empty = scenario.emptyBytes === undefined ? undefined : results.filter((r) => r.ok && r.bytes === scenario.emptyBytes).length;
  return { name: scenario.name, rate: at, ...summary, errors: results.filter((r) => !r.ok).length, ...(empty === undefined ? {} : { empty }), load1: load1() };
}

const cleanups = [];
async function cleanUp() {
  while (cleanups.length) await cleanups.pop()().catch((error) => console.error('cleanup:', error.message));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`\n${signal}: stopping and dropping the bench database`);
    void cleanUp().then(() => process.exit(130));
  });
}

const report = { startedAt: new Date().toISOString(), machine: machineInfo(), settings: { rate, secondsPerEndpoint: seconds } };
try {
  ensureApiBuilt();
  await buildSweep();
  const db = await createBenchDatabase();
  cleanups.push(() => dropBenchDatabase(db.name).then(() => log(`dropped ${db.name}`)));
  log(`database ${db.name}: migrating with the API's migrations`);
  const first = startApi(db.url);
  cleanups.push(first.stop);
  await first.ready;
  await first.stop();

  log('loading 1 M requests…');
  const fixture = await withClient(db.url, async (client) => {
    report.load = await loadBenchData(client, log);
    // The admin was made by the API (INITIAL_ADMIN_*): the staff user and the citizen get its hash.
    await client.query("update users set password_hash = (select password_hash from users where username = $1) where username = any($2)", [ADMIN, [STAFF, CITIZEN]]);
    report.postgres = (await client.query('show server_version')).rows[0].server_version;
    return readFixture(client);
  });
  log(`  ${report.load.requests} requests, ${report.load.history} history rows, ${report.load.citizens} citizens in ${report.load.seconds} s`);

  const api = startApi(db.url);
  cleanups.push(api.stop);
  await api.ready;
  const sessions = { anonymous: {}, admin: await signIn(base, ADMIN, password), staff: await signIn(base, STAFF, password), citizen: await signIn(base, CITIZEN, password) };

  log(`endpoints at ${rate} req/s, ${seconds} s each:`);
  report.endpoints = [];
  // BENCH_ONLY=<words>: only the scenarios whose name contains one of them (a quicker rerun of a few).
  const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
  for (const scenario of scenarios(fixture).filter((entry) => !only.length || only.some((word) => entry.name.includes(word)))) {
    const settledBefore = await settle(db.url);
    const figure = { ...(await loadEndpoint(scenario, sessions[scenario.who])), settledBefore };
    report.endpoints.push(figure);
    const unsettled = settledBefore ? '' : ' (the previous backlog had not cleared within a minute)';
    const empty = figure.empty === undefined ? '' : `, empty answers ${figure.empty}`;
    log(`  ${figure.name} at ${figure.rate}/s: p50 ${figure.p50} ms, p99 ${figure.p99} ms, errors ${figure.errors}/${figure.count}${empty}, load1 ${figure.load1}${unsettled}`);
  }

  log('health ratio:');
  await settle(db.url);
  const hello = await startHello(Number(process.env.BENCH_HELLO_PORT ?? 4502));
  cleanups.push(async () => hello.stop());
  report.health = { ...(await measureHealthRatio({ apiUrl: `${base}/api/health`, helloUrl: hello.url, apiPid: api.pid, helloPid: hello.pid, rounds: Number(process.env.BENCH_HEALTH_ROUNDS ?? 10), log })), load1: load1() };
  hello.stop();
  await api.stop();

  log('escalation sweeps:');
  report.escalation = [];
  for (const limit of [500, 5000]) {
    const overdueBefore = await withClient(db.url, overdueCount);
    const result = sweep(db.url, limit);
    report.escalation.push({ ...result, overdueBefore, load1: load1() });
    log(`  limit ${limit}: ${result.escalated} escalated in ${result.ms} ms`);
  }

  log('bundle sizes:');
  report.bundles = bundleSizes();
  report.finishedAt = new Date().toISOString();
  printReport(report, log);
  log(`\nwritten ${path.relative(root, writeReport(root, report))}`);
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
