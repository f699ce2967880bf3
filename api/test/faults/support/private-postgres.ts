import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** Asynchronous: the test's own clients keep running (and timing) while the server goes. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops and deletes the cluster. */
  destroy(): void;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on `port`, so that stopping it
 * disturbs no one (the machine's shared server serves other test runs). initdb refuses to run as
 * root: as root (CI) the cluster belongs to the `postgres` system user of the Debian package and
 * its commands run through runuser; otherwise as the current user.
 */
export function createPrivatePostgres(port: number): PrivatePostgres {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-faults-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]] : [path.join(BIN, command), args];
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...commandLine(command, args), { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  const runAsync = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = commandLine(command, args);
      execFile(file, argv, { timeout: 60_000 }, (error, stdout, stderr) =>
        error ? reject(new Error(`${command} failed: ${stderr || stdout || error.message}`)) : resolve(),
      );
    });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Fast checkpoints and no fsync: a throw-away cluster; the socket stays in the folder.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const startArgs = ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start'];
  const stopArgs = ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'];
  run('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => runAsync('pg_ctl', startArgs),
    stop: () => runAsync('pg_ctl', stopArgs),
    destroy: () => {
      try {
        run('pg_ctl', stopArgs);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
