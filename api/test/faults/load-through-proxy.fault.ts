/**
 * Load: mixed traffic (citizens filing with a captcha and a PDF, staff listing and
 * forwarding or resolving, admins reading statistics) against two API processes behind a
 * round-robin proxy: no errors, sessions valid on both, each escalation and notification exactly
 * once. Here a short run inside `npm test` (10 s at 30 operations/s): it proves the promises of
 * data under two processes, not memory (too short for a leak check to mean anything: it prints
 * RSS, judges nothing). `npm run soak` runs the same for 60 s at 300/s with the leak check on
 * (api/jest.soak.config.js sets SOAK_*) and writes dist/reports/soak.json. Every port is a free
 * one unless SOAK_PROXY_PORT fixes the proxy's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { abortSoak, printSoak, runSoak } from './load/soak-run';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

// A run cut short by the test timeout still stops its processes and drops its database.
afterAll(abortSoak);

it('keeps every promise under mixed load through a round-robin proxy to two processes', async () => {
  const report = await runSoak({
    seconds: env('SOAK_SECONDS', 10),
    rate: env('SOAK_RATE', 30),
    proxyPort: env('SOAK_PROXY_PORT', 0),
    overdue: env('SOAK_OVERDUE', 10),
    heapToleranceMb: env('SOAK_HEAP_TOLERANCE_MB', 8),
    warmUpSeconds: env('SOAK_WARM_UP_SECONDS', 2),
    minMemorySeconds: env('SOAK_MIN_MEMORY_SECONDS', 30),
  });
  printSoak(report);
  if (process.env.SOAK_REPORT) {
    fs.mkdirSync(path.dirname(process.env.SOAK_REPORT), { recursive: true });
    fs.writeFileSync(process.env.SOAK_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  }
  expect(report.failures).toEqual([]);
  expect(report.errors).toBe(0);
  expect(report.sessionsOnBoth).toBe(true);
  expect(report.escalated).toBe(report.options.overdue);
  // Both processes served, in turn.
  expect(Math.min(...report.perProcess.map((p) => p.requests))).toBeGreaterThan(report.operations / 3);
});
