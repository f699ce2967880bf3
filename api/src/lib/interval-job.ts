import type { Logger } from 'pino';

/**
 * Runs `task` every `everyMs` (0 disables it), never two runs of it at once in this process;
 * other processes are kept apart by the task's own row locks. Returns a stop function that
 * waits for a run in progress, so shutdown does not cut a transaction short.
 */
export function startIntervalJob(name: string, everyMs: number, task: () => Promise<unknown>, logger: Logger): () => Promise<void> {
  if (everyMs <= 0) return async () => undefined;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((error) => logger.warn({ err: error, job: name }, 'background job failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
