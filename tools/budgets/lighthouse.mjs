#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, simulated throttling: its default config) on the pages
// of tools/budgets/budgets.cjs, against the built site served by the built API on a brand-new
// database (e2e/support/start-server.mjs, as the browser journeys run it). The reports go to
// dist/reports/lighthouse-<page>.report.{json,html}; a performance score below the budget fails,
// and so does any failed best-practices audit.
// Run after `npx nx run-many -t build`. LIGHTHOUSE_PORT picks the server's port (default: a free one);
// LIGHTHOUSE_RUNS the runs per page (default: budgets.cjs), of which the median-score one counts;
// LIGHTHOUSE_PAGES (comma-separated paths, e.g. `/citizen`) audits only those of the budget's pages.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { freePort } from '../lib/free-port.mjs';
import budgets from './budgets.cjs';
import { lighthouseFailures, medianRun, performanceScore } from './lighthouse-gate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reportDir = path.join(root, 'dist/reports');
// The demo accounts that the API seeds on a fresh database (README "Demo accounts").
const demoPasswords = { citizen: 'citizen123' };

/** Starts the built API on a fresh database; resolves once /api/health answers. */
async function startServer(port) {
  const server = spawn(process.execPath, [path.join(root, 'e2e/support/start-server.mjs')], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before it answered`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.ok, () => false);
    if (healthy) {
      // start-server.mjs stops the API and drops its database on SIGTERM, then exits.
      const stop = () => {
        if (server.exitCode === null) server.kill('SIGTERM');
        return exited;
      };
      return { stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 120 s');
}

/** Signs in through the API as the browser would (CSRF cookie, then the login); returns the cookies. */
async function signIn(base, username) {
  const cookies = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), { value: pair.slice(at + 1), httpOnly: /;\s*httponly/i.test(line) });
    }
  };
  keep(await fetch(`${base}/api/auth/user`));
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [...cookies].map(([name, { value }]) => `${name}=${value}`).join('; '),
      'x-csrf-token': decodeURIComponent(cookies.get('cc_csrf')?.value ?? ''),
    },
    body: JSON.stringify({ username, password: demoPasswords[username] }),
  });
  if (res.status !== 200) throw new Error(`signing in as ${username} answered ${res.status}: ${await res.text()}`);
  keep(res);
  return [...cookies].map(([name, { value, httpOnly }]) => ({ name, value, httpOnly, url: base, sameSite: 'Lax' }));
}

/**
 * Puts the cookies into the browser's own cookie jar (through Playwright's CDP connection), as a
 * signed-in visitor has them: with a Cookie header in Lighthouse's extraHeaders instead, the
 * page's own fetch('/api/auth/user') answered 401 and the page went to /login.
 */
async function addCookies(debuggingPort, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    await browser.contexts()[0].addCookies(cookies);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run in its own fresh Chromium profile, so a signed-in page leaves nothing behind. */
async function audit(base, { path: page, signedInAs }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (signedInAs) await addCookies(chrome.port, await signIn(base, signedInAs));
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: ['json', 'html'], logLevel: 'error', onlyCategories: ['performance', 'best-practices'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

// Lighthouse sometimes loses the trace of a load (runtimeError NO_NAVSTART, NO_FCP) on a busy
// machine: that run measured nothing, so it is repeated rather than counted as a failure.
const UNSCORED_ATTEMPTS = 3;

/** One run that produced a performance score, after up to UNSCORED_ATTEMPTS tries. */
async function scoredAudit(base, target) {
  let result;
  for (let attempt = 1; attempt <= UNSCORED_ATTEMPTS; attempt += 1) {
    result = await audit(base, target);
    if (performanceScore(result.lhr) !== null) return result;
    console.warn(`${target.path}: no performance score (${result.lhr.runtimeError?.code ?? 'no runtime error'}), attempt ${attempt} of ${UNSCORED_ATTEMPTS}`);
  }
  return result;
}

const slug = (page) => page.replace(/^\/$/, 'landing').replace(/^\//, '').replace(/\W+/g, '-');

async function main() {
  const started = Date.now();
  const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? budgets.lighthouseRuns);
  const server = await startServer(port);
  const reports = [];
  try {
    mkdirSync(reportDir, { recursive: true });
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const target of budgets.lighthousePages.filter((each) => !only || only.includes(each.path))) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await scoredAudit(base, target));
      const { lhr, report } = results.find((result) => result.lhr === medianRun(results.map((each) => each.lhr)));
      const [json, html] = report;
      writeFileSync(path.join(reportDir, `lighthouse-${slug(target.path)}.report.json`), json);
      writeFileSync(path.join(reportDir, `lighthouse-${slug(target.path)}.report.html`), html);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '?';
      const scores = runs > 1 ? ` (runs: ${results.map((each) => performanceScore(each.lhr) ?? '-').join(', ')})` : '';
      const practices = Math.round((lhr.categories['best-practices']?.score ?? 0) * 100);
      console.log(`${target.path.padEnd(10)} performance ${String(performanceScore(lhr) ?? '-').padStart(3)}${scores}  best practices ${practices}  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  (final URL ${lhr.finalDisplayedUrl}, benchmarkIndex ${lhr.environment.benchmarkIndex})`);
      reports.push({ page: target.path, lhr, minScore: target.minPerformance });
    }
  } finally {
    await server.stop();
  }
  console.log(`reports in ${path.relative(root, reportDir)}/, ${Math.round((Date.now() - started) / 1000)} s`);
  const failures = lighthouseFailures(reports);
  for (const failure of failures) console.error(`BELOW BUDGET: ${failure}`);
  if (failures.length) process.exitCode = 1;
}

await main();
