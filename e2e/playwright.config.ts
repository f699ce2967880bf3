import { defineConfig } from '@playwright/test';

// Browser journeys in Debian's Chromium (never a downloaded browser), against the built site
// served by the real API on a fresh PostgreSQL database (see support/start-server.mjs).
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 2,
  // One retry: a journey that fails twice fails the run; one that passes on its retry is listed as
  // "flaky" in the report to be mended, instead of throwing away a whole CI run on a 2-core machine
  // (docs/decisions/0056-test-strategy.md).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // flaky-reporter: "Passed only on retry: N" at the end, each such journey with its file, and
  // dist/reports/flaky-journeys.json: a pass on the retry is reported, not hidden.
  reporter: [['list'], ['./support/flaky-reporter.ts']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The service worker would answer page requests that page.route() then never sees
    // (remote-down.spec.ts), and would make a journey's second visit read cached pages. Journeys run
    // without it; the offline journeys (offline-app.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'mobile-360', use: { viewport: { width: 360, height: 780 } } },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node e2e/support/start-server.mjs`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
