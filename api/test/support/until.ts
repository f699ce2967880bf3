export interface UntilOptions {
  /** Give up after this long (default 5 s). */
  timeoutMs?: number;
  /** Between two looks (default 20 ms). */
  intervalMs?: number;
  /** What did not happen, for the error (default 'condition'). */
  describe?: () => string;
}

/**
 * Looks at `condition` until it holds (a truthy value, returned) instead of sleeping a fixed time
 * and hoping: fails with `describe()` after `timeoutMs`. An error thrown by the condition ends the wait.
 */
export async function until<T>(condition: () => T | Promise<T>, { timeoutMs = 5_000, intervalMs = 20, describe = () => 'condition' }: UntilOptions = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
