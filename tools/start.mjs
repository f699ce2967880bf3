#!/usr/bin/env node
// `npm start`: build whatever is missing or stale (Nx restores unchanged builds from its cache),
// then run the API, which migrates and seeds the database and serves the whole site.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['api', 'shell', 'mf-public', 'mf-citizen', 'mf-staff', 'mf-admin'];
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild) {
  console.log('Building the site (only what changed is rebuilt)…');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${apps.join(',')}`, '--output-style=stream'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = path.join(root, 'dist/api/main.js');
if (!existsSync(entry)) {
  console.error('dist/api/main.js is missing: the build did not produce the API.');
  process.exit(1);
}

const server = spawn(process.execPath, [entry], { cwd: root, stdio: 'inherit', env: process.env });
// Forward stop signals so the server drains and closes the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
