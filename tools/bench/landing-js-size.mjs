#!/usr/bin/env node
// The landing page's JS weight, as the browser loads it: serves dist/shell at / and dist/<remote>
// at /mf/<remote>/ (as shell/public/mf-remotes.json points), opens / in Debian's Chromium and sums
// the gzip (-9) size of every JS file the page loads (the budget's measure) and of the brotli copies
// the API sends; also each remote's remoteEntry.js. API calls answer 404 (the landing page must
// render without them). Run after `npx nx run-many -t build`:
//   node tools/bench/landing-js-size.mjs           the table, page errors and the heading
//   node tools/bench/landing-js-size.mjs --json    only {"landingGzipBytes","landingServedBytes","files","remoteEntries"}
//   node tools/bench/landing-js-size.mjs --check   fails above tools/budgets/budgets.cjs (npm run budgets)
// `measureLandingJs()` is the same measurement for other scripts (the bench).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import budgets from '../budgets/budgets.cjs';
import { remoteFolders } from '../budgets/remotes.cjs';
import { budgetFailures, distFileOf, formatMeasurement, remoteEntrySizes, sizeLoadedFiles } from '../budgets/sizes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contentTypes = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** A static server of dist/ laid out as the API serves it (unknown paths get the shell's index.html). */
function serveDist(distDir) {
  return createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"Not found"}');
      return;
    }
    let file = distFileOf(distDir, pathname === '/' ? '/index.html' : pathname);
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(distDir, 'shell/index.html');
    res.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'text/html' });
    res.end(readFileSync(file));
  });
}

/**
 * Opens / of the built site in Chromium and measures what it loads.
 * Resolves to { landingGzipBytes, files: [{ path, gzipBytes }], remoteEntries: { remote: bytes },
 * pageErrors: [message], heading } (the last two for the human output and the check).
 */
export async function measureLandingJs({ distDir = path.join(root, 'dist') } = {}) {
  const server = serveDist(distDir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const loaded = [];
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message.slice(0, 300)));
    let lastRequestAt = Date.now();
    page.on('request', (request) => {
      lastRequestAt = Date.now();
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) loaded.push(pathname);
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    // Chunks requested after load (a lazy route's prefetch) count too: wait until 1.5 s pass with no
    // new request. Not Playwright's `networkidle`, which can be lost for good on a page with a
    // parser-blocking script and then hangs (microsoft/playwright#42598).
    const giveUpAt = Date.now() + 15_000;
    while (Date.now() - lastRequestAt < 1500 && Date.now() < giveUpAt) await page.waitForTimeout(250);
    const heading = await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null);
    return { ...sizeLoadedFiles(distDir, loaded), remoteEntries: remoteEntrySizes(distDir, remoteFolders()), pageErrors, heading };
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(args) {
  const { pageErrors, heading, ...measurement } = await measureLandingJs();
  if (args.includes('--json')) console.log(JSON.stringify(measurement));
  else console.log(`${formatMeasurement(measurement)}\nheading: ${heading ?? '(none)'}`);
  for (const message of pageErrors) console.error(`PAGEERROR ${message}`);
  if (!args.includes('--check')) return;
  // A page that failed to boot loads less JS than a working one: its figure proves nothing.
  const failures = [...budgetFailures(measurement, budgets), ...pageErrors.map((message) => `the landing page threw: ${message}`)];
  if (!heading) failures.push('the landing page showed no heading');
  for (const failure of failures) console.error(`OVER BUDGET: ${failure}`);
  if (failures.length) process.exitCode = 1;
  else console.error('landing JS and remoteEntry budgets: ok');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
