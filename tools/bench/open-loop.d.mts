// Types of open-loop.mjs for its TypeScript callers (the load run of the fault suite, api/test/faults/load).
export function dueAt(i: number, rate: number): number;
export function percentile(sorted: number[], p: number): number;
export function summarise(latencies: number[]): { count: number; p50: number; p99: number; max: number };
export interface OpenLoopResult {
  i: number;
  due: number;
  latency: number;
  ok: boolean;
  /** The body's length, when `send` reports it. */
  bytes?: number;
}
export function runOpenLoop(options: {
  rate: number;
  total: number;
  send: (i: number) => Promise<{ ok: boolean; bytes?: number } | undefined>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): Promise<OpenLoopResult[]>;
export function get(url: string, headers?: Record<string, string>, timeoutMs?: number): Promise<{ ok: boolean; status: number; bytes: number }>;
