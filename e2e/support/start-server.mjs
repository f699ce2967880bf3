#!/usr/bin/env node
// Starts the built API (which serves the built web apps) on a brand-new PostgreSQL database,
// so every browser run begins from the same migrated and seeded state. The database is dropped
// when the server stops.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `cc_e2e_${process.pid}_${Date.now()}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${database}`);
const url = new URL(adminUrl);
url.pathname = `/${database}`;
// Where a journey reads what only the database shows (a queued mail's link): support/database.ts.
const urlFile = path.join(os.tmpdir(), `cc-e2e-database-${process.env.E2E_PORT ?? '3100'}.url`);
writeFileSync(urlFile, url.toString());

const server = spawn(process.execPath, [path.join(root, 'dist/api/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    // The links in messages (track links) must open on the address the journeys use.
    PUBLIC_BASE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
    DATABASE_URL: url.toString(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // One trusted hop: a journey that needs an address of its own (login-captcha.spec.ts) sends
    // X-Forwarded-For; the others come from 127.0.0.1 as before.
    TRUST_PROXY_HOPS: '1',
    // Every journey comes from 127.0.0.1 and files with the few demo accounts: the abuse limits'
    // production values would let journeys trip each other (the API tests cover the limits). Failed
    // logins keep the shipped 30: the journeys fail a handful, and past it a login needs a captcha.
    LOGIN_ADDRESS_MAX_FAILURES: '30',
    CAPTCHA_LIMIT_MAX: '10000',
    REQUEST_LIMIT_CITIZEN_MAX: '10000',
    REQUEST_LIMIT_STAFF_MAX: '10000',
  },
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', async (code) => {
  rmSync(urlFile, { force: true });
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  process.exit(code ?? 0);
});
