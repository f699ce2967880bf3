#!/usr/bin/env node
// `npm test`: every test of the workspace. Lint and type checks first (cheap, catch most slips),
// then unit, component and API tests (jest, API against the real PostgreSQL), then the builds and
// the browser journeys (Playwright in Debian's Chromium). Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The browser journeys serve the site on a free port, so a developer's running server (or a
// second test run) does not collide with them.
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0', E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) };

const stages = [
  ['lint and typecheck', ['nx', 'run-many', '-t', 'lint,typecheck', '--output-style=stream']],
  // Unused files, exports and dependencies across the workspaces (knip.jsonc), ~15 s.
  ['unused code (lint)', ['npm', 'run', 'lint:unused']],
  // The lint rules' own tests: the feature boundary fires for every spelling (tools/eslint).
  ['lint rules', ['node', '--test', 'tools/eslint/__tests__/']],
  ['i18n keys', ['node', 'tools/i18n-check.mjs']],
  ['unit, component and API tests', ['nx', 'run-many', '-t', 'test', '--output-style=stream', '--parallel=2']],
  ['build', ['nx', 'run-many', '-t', 'build', '--output-style=stream']],
  ['browser journeys', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
for (const [name, args] of stages) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
