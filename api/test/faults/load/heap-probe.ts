import WebSocket from 'ws';

/**
 * The load run's leak check reads each API process's retained heap through the V8 inspector
 * (the process runs with `--inspect=127.0.0.1:0`; nothing in the product changes): a full
 * collection, then the heap still in use. RSS cannot tell a leak from a busy process: V8 keeps
 * the heap it grew to under a high allocation rate and hundreds of requests in flight, and seldom
 * gives it back. What survives a full collection after the traffic has gone is what a leak keeps.
 */

/** The inspector's WebSocket address, from the line Node prints when it starts with --inspect. */
export function inspectorUrlIn(processOutput: string): string | null {
  return /Debugger listening on (ws:\/\/\S+)/.exec(processOutput)?.[1] ?? null;
}

interface InspectorAnswer {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** Megabytes of heap in use after two full collections (the second frees what finalizers of the first released). */
export async function retainedHeapMb(inspectorUrl: string, timeoutMs = 30_000): Promise<number> {
  const socket = new WebSocket(inspectorUrl);
  const waiting = new Map<number, (answer: InspectorAnswer) => void>();
  socket.on('message', (data) => {
    const answer = JSON.parse(String(data)) as InspectorAnswer;
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer);
  });
  let nextId = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = (nextId += 1);
      const timer = setTimeout(() => reject(new Error(`inspector: ${method} unanswered after ${timeoutMs} ms`)), timeoutMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.error) reject(new Error(`inspector: ${method}: ${answer.error.message}`));
        else resolve(answer.result ?? {});
      });
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call('Runtime.getHeapUsage');
    return Number(usedSize) / 2 ** 20;
  } finally {
    socket.close();
  }
}
