#!/usr/bin/env node
// `npm test`: every test of the workspace. Lint and type checks first (cheap, catch most slips),
// then unit, component and API tests (jest, API against the real PostgreSQL), then the builds, the
// fault suite (api/test/faults) and the browser journeys (Playwright in Debian's Chromium). Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The browser journeys serve the site on a free port, so a developer's running server (or a
// second test run) does not collide with them.
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0', E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) };

const stages = [
  ['lint and typecheck', ['nx', 'run-many', '-t', 'lint,typecheck', '--output-style=stream']],
  // Unused files, exports and dependencies across the workspaces (knip.jsonc), ~15 s.
  ['unused code (lint)', ['npm', 'run', 'lint:unused']],
  // The lint rules' own tests: the feature boundary fires for every spelling (tools/eslint).
  ['lint rules', ['node', '--test', 'tools/eslint/__tests__/']],
  // The bench generator's pacing and percentiles: it must stay open-loop (tools/bench/open-loop.mjs).
  ['bench generator', ['node', '--test', 'tools/bench/__tests__/']],
  ['i18n keys', ['node', 'tools/i18n-check.mjs']],
  // Every repository path and relative link that README.md and docs/ name exists (tools/docs-check.mjs),
  // and the checker's own tests on throw-away repositories.
  ['docs check', ['node', '--test', 'tools/__tests__/']],
  // The budget checks' own tests: pass/fail on synthetic files and report JSON (tools/budgets).
  ['budget checks', ['node', '--test', 'tools/budgets/__tests__/']],
  ['unit, component and API tests', ['nx', 'run-many', '-t', 'test', '--output-style=stream', '--parallel=2']],
  ['build', ['nx', 'run-many', '-t', 'build', '--output-style=stream']],
  // Performance budgets of the built site (tools/budgets/budgets.cjs): gzip sizes (size-limit, then
  // the JS that / really loads in Chromium), then Lighthouse mobile on /, /login, /citizen (~1 min).
  ['size budgets', ['npm', 'run', 'budgets']],
  ['lighthouse', ['npm', 'run', 'lighthouse']],
  // Real API processes killed, drained, cut off from PostgreSQL, SMTP and disk, ~3 min;
  // api/jest.faults.config.js rebuilds dist/api first, so it also runs on its own.
  ['fault suite', ['jest', '-c', 'api/jest.faults.config.js', '--runInBand']],
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
