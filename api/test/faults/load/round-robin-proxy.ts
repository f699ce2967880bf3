import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const PROXY_MAIN = path.resolve(__dirname, '../../../../tools/lib/round-robin-proxy.mjs');

export interface RoundRobinProxy {
  url: string;
  /** The proxy's process, whose CPU time the load run reports beside the generator's. */
  pid: number;
  /** Requests sent to each upstream so far, in the order given. */
  perUpstream(): Promise<number[]>;
  close(): Promise<void>;
}

/**
 * The load run's balancer on loopback (tools/lib/round-robin-proxy.mjs, per-request round robin,
 * X-Forwarded-For appended, 502 when an upstream is unreachable) in a process of its own: in the
 * generator's process it took a share of one event loop that the generator needed.
 */
export async function startRoundRobinProxy(upstreams: string[], port: number): Promise<RoundRobinProxy> {
  const child: ChildProcess = fork(PROXY_MAIN, [String(port), ...upstreams], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const bound = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`round-robin proxy exited with ${code} before listening on ${port}`)));
  });
  return {
    url: `http://127.0.0.1:${bound}`,
    pid: child.pid!,
    perUpstream: () =>
      new Promise((resolve) => {
        child.once('message', (message: { counts: number[] }) => resolve(message.counts));
        child.send('counts');
      }),
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
