// The budget checks decide pass/fail on figures: proved here on synthetic files and report JSON,
// without a build or a browser (`node --test tools/budgets/__tests__/`, a stage of `npm test`).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import budgets from '../budgets.cjs';
import { failedBestPractices, lighthouseFailures, medianRun, performanceScore } from '../lighthouse-gate.mjs';
import { budgetFailures, remoteEntrySizes, sizeLoadedFiles } from '../sizes.mjs';

const dist = mkdtempSync(path.join(os.tmpdir(), 'cc-budgets-'));
after(() => rmSync(dist, { recursive: true, force: true }));

/** Random bytes do not compress: gzip makes them a few bytes larger, never smaller. */
function writeIncompressible(relative, bytes) {
  const file = path.join(dist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, randomBytes(bytes));
}

describe('size budgets', () => {
  it('fails a remoteEntry.js over its budget and names it, and passes the one under it', () => {
    writeIncompressible('mf-heavy/remoteEntry.js', budgets.remoteEntryGzipBytes + 1);
    writeIncompressible('mf-light/remoteEntry.js', budgets.remoteEntryGzipBytes - 512);
    const remoteEntries = remoteEntrySizes(dist, ['mf-heavy', 'mf-light']);
    assert.ok(remoteEntries['mf-heavy'] > budgets.remoteEntryGzipBytes);

    const failures = budgetFailures({ landingGzipBytes: 0, remoteEntries }, budgets);
    assert.equal(failures.length, 1);
    const budgetKb = (budgets.remoteEntryGzipBytes / 1024).toFixed(1).replace('.', '\\.');
    assert.match(failures[0], new RegExp(`^mf-heavy/remoteEntry\\.js is [\\d.]+ KB gzip, over its budget of ${budgetKb} KB$`));
  });

  it('passes when every remoteEntry.js fits', () => {
    const remoteEntries = remoteEntrySizes(dist, ['mf-light']);
    assert.deepEqual(budgetFailures({ landingGzipBytes: 0, remoteEntries }, budgets), []);
  });

  it('sums the files the landing page loaded (shell and remote paths) and fails the sum over budget', () => {
    const half = Math.ceil(budgets.landingJsGzipBytes / 2);
    writeIncompressible('shell/main.js', half);
    writeIncompressible('mf-public/src_landing.js', half);
    const measured = sizeLoadedFiles(dist, ['/mf/mf-public/src_landing.js', '/main.js', '/main.js']);

    assert.deepEqual(measured.files.map((file) => file.path), ['/main.js', '/mf/mf-public/src_landing.js']);
    assert.equal(measured.landingGzipBytes, measured.files[0].gzipBytes + measured.files[1].gzipBytes);
    const failures = budgetFailures({ ...measured, remoteEntries: {} }, budgets);
    assert.equal(failures.length, 1);
    const budgetKb = (budgets.landingJsGzipBytes / 1024).toFixed(1).replace('.', '\\.');
    assert.match(failures[0], new RegExp(`^landing / JS is [\\d.]+ KB gzip, over its budget of ${budgetKb} KB$`));
  });

  it('counts the brotli copy a browser is sent where the build wrote one, the file itself where not', () => {
    const script = Buffer.from('console.log("नमस्ते");\n'.repeat(500));
    writeFileSync(path.join(dist, 'shell/compressible.js'), script);
    writeFileSync(path.join(dist, 'shell/compressible.js.br'), brotliCompressSync(script));
    writeIncompressible('shell/tiny.js', 600);
    const measured = sizeLoadedFiles(dist, ['/compressible.js', '/tiny.js']);
    assert.deepEqual(
      measured.files.map((file) => file.servedBytes),
      [brotliCompressSync(script).length, 600],
    );
    assert.equal(measured.landingServedBytes, brotliCompressSync(script).length + 600);
    assert.deepEqual(budgetFailures({ ...measured, remoteEntries: {} }, budgets), []);
  });

  it('fails a loaded script big enough to compress that the build left without a brotli copy', () => {
    writeFileSync(path.join(dist, 'shell/plain.js'), 'console.log("not compressed");\n'.repeat(100));
    const failures = budgetFailures({ ...sizeLoadedFiles(dist, ['/plain.js']), remoteEntries: {} }, budgets);
    assert.deepEqual(failures, ['/plain.js has no brotli copy: the landing page would be sent it uncompressed']);
  });

  it('passes a landing page under budget', () => {
    writeIncompressible('shell/small.js', 50 * 1024);
    const measured = sizeLoadedFiles(dist, ['/small.js']);
    assert.deepEqual(budgetFailures({ ...measured, remoteEntries: {} }, budgets), []);
  });

  it('throws when a remote was not built, rather than skipping it', () => {
    assert.throws(() => remoteEntrySizes(dist, ['mf-missing']), /ENOENT/);
  });
});

describe('Lighthouse performance gate', () => {
  /** A Lighthouse JSON report (only the fields the gate reads), parsed as the gate receives it. */
  const report = (score, finalPath = '/') =>
    JSON.parse(`{"lighthouseVersion":"12.8.2","finalDisplayedUrl":"http://127.0.0.1:3000${finalPath}","categories":{"performance":{"id":"performance","score":${score}}}}`);

  it("fails a page scoring below its own budget, and only that page", () => {
    const pages = Object.fromEntries(budgets.lighthousePages.map((each) => [each.path, each.minPerformance]));
    const reports = budgets.lighthousePages.map(({ path, minPerformance }) => ({ page: path, lhr: report((path === '/citizen' ? minPerformance - 1 : minPerformance) / 100, path), minScore: minPerformance }));
    assert.deepEqual(lighthouseFailures(reports), [`/citizen: performance ${pages['/citizen'] - 1} is below ${pages['/citizen']}`]);
    // The same score passes a page whose budget is lower: each page is judged by its own.
    assert.deepEqual(lighthouseFailures([{ page: '/', lhr: report(0.8), minScore: 80 }, { page: '/login', lhr: report(0.8, '/login'), minScore: 81 }]), ['/login: performance 80 is below 81']);
  });

  it('passes pages at or above the budget', () => {
    assert.deepEqual(lighthouseFailures([{ page: '/', lhr: report(0.95), minScore: 95 }, { page: '/login', lhr: report(1, '/login'), minScore: 95 }]), []);
    assert.equal(performanceScore(report(0.946)), 95);
  });

  it('fails a signed-in page that was sent elsewhere, whatever the score', () => {
    assert.deepEqual(lighthouseFailures([{ page: '/citizen', lhr: report(0.99, '/login'), minScore: 95 }]), ['/citizen: the audit ended on /login, not on the page itself']);
  });

  it('judges several runs of a page by the run with the median score', () => {
    const runs = [report(0.99), report(0.7), report(0.96)];
    assert.equal(performanceScore(medianRun(runs)), 96);
    assert.equal(performanceScore(medianRun([report(0.9)])), 90);
    assert.equal(performanceScore(medianRun([report(0.97), { categories: { performance: { score: null } } }, report(0.9)])), 90);
  });

  it('fails a page with a failed best-practices audit and names it; ignores unscored and unweighted audits', () => {
    const lhr = {
      ...report(0.99),
      categories: {
        performance: { score: 0.99 },
        'best-practices': { score: 0.93, auditRefs: [{ id: 'errors-in-console', weight: 1 }, { id: 'deprecations', weight: 5 }, { id: 'inspector-issues', weight: 1 }, { id: 'js-libraries', weight: 0 }] },
      },
      audits: { 'errors-in-console': { score: 0 }, deprecations: { score: 1 }, 'inspector-issues': { score: null }, 'js-libraries': { score: 0 } },
    };
    assert.deepEqual(failedBestPractices(lhr), ['errors-in-console']);
    assert.deepEqual(lighthouseFailures([{ page: '/', lhr, minScore: 95 }]), ['/: best-practices audits failed: errors-in-console']);
    assert.deepEqual(failedBestPractices(report(0.99)), []);
  });

  it("accepts the anonymous session check's 401 in the console, and nothing else", () => {
    const withConsole = (items) => ({
      categories: { performance: { score: 0.9 }, 'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] } },
      audits: { 'errors-in-console': { score: 0, details: { items } } },
    });
    const sessionCheck = { source: 'network', description: 'Failed to load resource: the server responded with a status of 401 (Unauthorized)', sourceLocation: { url: 'http://127.0.0.1:3301/api/auth/user' } };
    assert.deepEqual(failedBestPractices(withConsole([sessionCheck])), []);
    assert.deepEqual(failedBestPractices(withConsole([sessionCheck, { source: 'exception', description: 'TypeError: x is undefined' }])), ['errors-in-console']);
    assert.deepEqual(failedBestPractices(withConsole([{ ...sessionCheck, description: sessionCheck.description.replace('401 (Unauthorized)', '500 (Internal Server Error)') }])), ['errors-in-console']);
  });

  it('fails a run that produced no score (the page did not load)', () => {
    const lhr = { categories: { performance: { score: null } }, runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Lighthouse was unable to reliably load the page' } };
    assert.deepEqual(lighthouseFailures([{ page: '/login', lhr, minScore: 95 }]), ['/login: Lighthouse gave no performance score (Lighthouse was unable to reliably load the page)']);
  });
});
