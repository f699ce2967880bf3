import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { until } from '../../support/until';

const repoRoot = path.resolve(__dirname, '../../../..');
/** Built by the fault suite's global setup (api/jest/faults-global-setup.ts) from the current sources. */
export const API_MAIN = path.join(repoRoot, 'dist/api/main.js');

export interface ApiProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly dataDir: string;
  /** Everything the process wrote to stdout and stderr (its log), for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM and wait for the exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface ApiOptions {
  port: number;
  databaseUrl: string;
  /** Shared by a restarted process: the stored files survive like on a real disk. */
  dataDir?: string;
  env?: Record<string, string>;
  /** Node's own flags before the script, e.g. `--cpu-prof` for a profile written at exit. */
  nodeArgs?: string[];
}

/**
 * `node dist/api/main.js` as production runs it, with the abuse limits of a test run lifted
 * (one test client files fifty requests from one address) and background jobs off unless asked.
 * Resolves once /api/health answers 200.
 */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cc-faults-data-'));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), API_MAIN], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      TMPDIR: process.env.TMPDIR ?? os.tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web-root'),
      RATE_LIMIT_MAX_WRITES: '100000',
      CAPTCHA_LIMIT_MAX: '100000',
      REQUEST_LIMIT_CITIZEN_MAX: '100000',
      LOGIN_ADDRESS_MAX_FAILURES: '100000',
      NOTIFY_DISPATCH_INTERVAL_SECONDS: '0',
      ESCALATION_INTERVAL_SECONDS: '0',
      DELETION_JOB_INTERVAL_SECONDS: '0',
      ...options.env,
    },
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const api: ApiProcess = {
    child,
    url,
    dataDir,
    output: () => log,
    exited,
    async stop(graceMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode} on start:\n${log}`);
      const res = await fetch(`${url}/api/health`).catch(() => null);
      return res?.status === 200;
    },
    60_000,
    () => `API did not become healthy:\n${log}`,
  );
  return api;
}

/** Polls `check` every 100 ms until it holds; fails with `describe()` after `timeoutMs` (`until` of test/support). */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, describe: () => string = () => 'condition'): Promise<void> {
  await until(check, { timeoutMs, intervalMs: 100, describe });
}
