import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// The journeys run with one retry (playwright.config.ts): a journey that fails and then passes on
// its retry does not fail the run, so it is listed here, to be mended, instead of going unseen:
// "Passed only on retry: N" at the end of the run, each with its title and file, and the same in
// dist/reports/flaky-journeys.json.

/** What the reporter reads of a Playwright TestCase (a fake one in its tests). */
export interface JourneyTest {
  title: string;
  location: { file: string; line: number };
  expectedStatus?: TestResult['status'];
  results: ReadonlyArray<Pick<TestResult, 'status' | 'retry'>>;
  titlePath?(): string[];
  parent?: { project?(): { name: string } | undefined };
}

export type JourneyOutcome = 'passed' | 'passed-on-retry' | 'failed' | 'skipped';

/**
 * How a journey ended over its attempts: passed at the first try, passed only on a retry after a
 * failed attempt, failed (its last attempt did not pass), or skipped. An interrupted attempt (the
 * run was stopped) is no evidence either way.
 */
export function outcomeOf(test: JourneyTest): JourneyOutcome {
  const expected = test.expectedStatus ?? 'passed';
  const attempts = test.results.filter((result) => result.status !== 'interrupted' && result.status !== 'skipped');
  if (attempts.length === 0) return 'skipped';
  if (attempts.at(-1)!.status !== expected) return 'failed';
  return attempts.some((result) => result.status !== expected) ? 'passed-on-retry' : 'passed';
}

export interface FlakyJourney {
  /** The describe blocks and the test's own title, joined by ' › '. */
  title: string;
  /** The browser project (mobile-360, desktop-1280), when known. */
  project: string | null;
  /** The spec file, relative to the workspace, and the test's line. */
  file: string;
  line: number;
  /** Attempts it took, the passing one included. */
  attempts: number;
}

export interface FlakyReport {
  passedOnlyOnRetry: number;
  tests: FlakyJourney[];
}

/** The titles between the file and the test (Playwright's title path is root, project, file, describes..., title). */
function titleOf(test: JourneyTest): string {
  const titles = test.titlePath?.().filter(Boolean) ?? [];
  const fileAt = titles.findIndex((title) => title.endsWith('.ts') || title.endsWith('.js'));
  const inner = fileAt >= 0 ? titles.slice(fileAt + 1) : [];
  return (inner.length ? inner : [test.title]).join(' › ');
}

/** The journeys that passed only on a retry, in file and line order. */
export function flakyReport(tests: Iterable<JourneyTest>, root: string): FlakyReport {
  const flaky = [...tests]
    .filter((test) => outcomeOf(test) === 'passed-on-retry')
    .map((test) => ({
      title: titleOf(test),
      project: test.parent?.project?.()?.name ?? null,
      file: path.relative(root, test.location.file).split(path.sep).join('/'),
      line: test.location.line,
      attempts: test.results.filter((result) => result.status !== 'skipped').length,
    }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.project ?? '').localeCompare(b.project ?? ''));
  return { passedOnlyOnRetry: flaky.length, tests: flaky };
}

/** The lines printed at the end of the run. */
export function formatFlakyReport(report: FlakyReport): string[] {
  return [
    `Passed only on retry: ${report.passedOnlyOnRetry}`,
    ...report.tests.map((test) => `  ${test.title}${test.project ? ` [${test.project}]` : ''} (${test.file}:${test.line}, ${test.attempts} attempts)`),
  ];
}

export interface FlakyReporterOptions {
  /** Where the JSON goes; default dist/reports/flaky-journeys.json of the workspace. */
  outputFile?: string;
  /** Paths are given relative to it; default the workspace. */
  root?: string;
}

const WORKSPACE = path.resolve(__dirname, '../..');

export default class FlakyReporter implements Reporter {
  private readonly tests = new Map<string, TestCase>();
  private readonly outputFile: string;
  private readonly root: string;

  constructor({ outputFile, root = WORKSPACE }: FlakyReporterOptions = {}) {
    this.root = root;
    this.outputFile = outputFile ?? path.join(root, 'dist/reports/flaky-journeys.json');
  }

  onTestEnd(test: TestCase): void {
    // Called after every attempt; the test case holds all of its results so far.
    this.tests.set(test.id, test);
  }

  onEnd(): void {
    const report = flakyReport(this.tests.values(), this.root);
    for (const line of formatFlakyReport(report)) console.log(line);
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, `${JSON.stringify(report, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
