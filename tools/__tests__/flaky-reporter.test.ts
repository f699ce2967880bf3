// The journeys' flaky reporter (e2e/support/flaky-reporter.ts) on fake Playwright test cases: a
// journey that failed and then passed on its retry is reported, one that passed at once is not,
// and one that failed on every attempt is a failure, not a flaky pass. Run by the tools jest project.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestCase } from '@playwright/test/reporter';
// A tools test may read any project (type:tools); e2e has no npm-scoped name to import it by.
// eslint-disable-next-line @nx/enforce-module-boundaries
import FlakyReporter, { flakyReport, formatFlakyReport, outcomeOf, type JourneyTest } from '../../e2e/support/flaky-reporter';

const root = '/repo';
type Status = JourneyTest['results'][number]['status'];

/** A fake TestCase of spec `file` with one result per attempt. */
function journey(title: string, statuses: Status[], { file = 'e2e/tests/login.spec.ts', line = 10, project = 'mobile-360', describe = 'login' } = {}) {
  return {
    id: `${project}:${file}:${line}:${title}`,
    title,
    location: { file: path.join(root, file), line, column: 3 },
    expectedStatus: 'passed' as const,
    results: statuses.map((status, retry) => ({ status, retry })),
    titlePath: () => ['', project, path.basename(file), describe, title],
    parent: { project: () => ({ name: project }) },
  };
}

describe('outcomeOf', () => {
  it('calls [failed, passed] a pass on retry', () => {
    expect(outcomeOf(journey('a', ['failed', 'passed']))).toBe('passed-on-retry');
    expect(outcomeOf(journey('a', ['timedOut', 'passed']))).toBe('passed-on-retry');
  });

  it('calls [passed] a pass', () => {
    expect(outcomeOf(journey('a', ['passed']))).toBe('passed');
  });

  it('calls [failed, failed] a failure', () => {
    expect(outcomeOf(journey('a', ['failed', 'failed']))).toBe('failed');
    expect(outcomeOf(journey('a', ['failed']))).toBe('failed');
  });

  it('calls a skipped or interrupted journey neither', () => {
    expect(outcomeOf(journey('a', ['skipped']))).toBe('skipped');
    expect(outcomeOf(journey('a', ['interrupted']))).toBe('skipped');
    expect(outcomeOf(journey('a', []))).toBe('skipped');
  });

  it('takes a journey expected to fail (test.fail) as passing when it fails', () => {
    expect(outcomeOf({ ...journey('a', ['passed', 'failed']), expectedStatus: 'failed' })).toBe('passed-on-retry');
    expect(outcomeOf({ ...journey('a', ['failed']), expectedStatus: 'failed' })).toBe('passed');
  });
});

describe('flakyReport', () => {
  const tests = [
    journey('logs in', ['passed']),
    journey('logs out', ['failed', 'passed'], { file: 'e2e/tests/shared-phone.spec.ts', line: 152, describe: 'shared phone' }),
    journey('offline', ['failed', 'failed'], { file: 'e2e/tests/offline-app.spec.ts' }),
    journey('submits', ['timedOut', 'passed'], { line: 40, project: 'desktop-1280' }),
  ];

  it('lists only the journeys that passed on a retry, with title, project, file and line', () => {
    expect(flakyReport(tests, root)).toEqual({
      passedOnlyOnRetry: 2,
      tests: [
        { title: 'login › submits', project: 'desktop-1280', file: 'e2e/tests/login.spec.ts', line: 40, attempts: 2 },
        { title: 'shared phone › logs out', project: 'mobile-360', file: 'e2e/tests/shared-phone.spec.ts', line: 152, attempts: 2 },
      ],
    });
  });

  it('prints the count, then each journey with its file', () => {
    expect(formatFlakyReport(flakyReport(tests, root))).toEqual([
      'Passed only on retry: 2',
      '  login › submits [desktop-1280] (e2e/tests/login.spec.ts:40, 2 attempts)',
      '  shared phone › logs out [mobile-360] (e2e/tests/shared-phone.spec.ts:152, 2 attempts)',
    ]);
    expect(formatFlakyReport(flakyReport([journey('logs in', ['passed'])], root))).toEqual(['Passed only on retry: 0']);
  });

  it('uses the bare title when there is no title path', () => {
    const { titlePath: _path, parent: _parent, ...bare } = journey('logs out', ['failed', 'passed']);
    expect(flakyReport([bare], root).tests).toEqual([{ title: 'logs out', project: null, file: 'e2e/tests/login.spec.ts', line: 10, attempts: 2 }]);
  });
});

describe('the reporter', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flaky-reporter-'));
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the last state of each journey over its attempts, prints the flaky ones and writes them as JSON', () => {
    const outputFile = path.join(dir, 'reports/flaky-journeys.json');
    const reporter = new FlakyReporter({ outputFile, root });
    const flaky = journey('logs out', ['failed']);
    const steady = journey('logs in', ['passed']);
    reporter.onTestEnd(flaky as unknown as TestCase);
    reporter.onTestEnd(steady as unknown as TestCase);
    // The retry: the same test case, one result more.
    flaky.results.push({ status: 'passed', retry: 1 });
    reporter.onTestEnd(flaky as unknown as TestCase);
    reporter.onEnd();

    expect(console.log).toHaveBeenCalledWith('Passed only on retry: 1');
    expect(console.log).toHaveBeenCalledWith('  login › logs out [mobile-360] (e2e/tests/login.spec.ts:10, 2 attempts)');
    expect(JSON.parse(fs.readFileSync(outputFile, 'utf8'))).toEqual({
      passedOnlyOnRetry: 1,
      tests: [{ title: 'login › logs out', project: 'mobile-360', file: 'e2e/tests/login.spec.ts', line: 10, attempts: 2 }],
    });
  });

  it('writes an empty list when every journey passed at once', () => {
    const outputFile = path.join(dir, 'flaky-journeys.json');
    const reporter = new FlakyReporter({ outputFile, root });
    reporter.onTestEnd(journey('logs in', ['passed']) as unknown as TestCase);
    reporter.onEnd();
    expect(console.log).toHaveBeenCalledWith('Passed only on retry: 0');
    expect(JSON.parse(fs.readFileSync(outputFile, 'utf8'))).toEqual({ passedOnlyOnRetry: 0, tests: [] });
  });
});
