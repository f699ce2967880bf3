import { createLogger } from '../logger';
import { startIntervalJob } from '../interval-job';

// The loop under the escalation scheduler, the dispatcher and the deletion job (docs/operations.md,
// "Background jobs"): a failed run is tried again at the next tick, runs never overlap in a
// process, and stopping waits for the run in progress. On jest's fake clock: each tick and each
// run's own wait happen when the test moves the clock, not after real sleeps.
const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('startIntervalJob', () => {
  it('runs again after a failed run', async () => {
    let calls = 0;
    const stop = startIntervalJob('flaky', 10, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database restarting');
    }, logger);
    await jest.advanceTimersByTimeAsync(30);
    await stop();
    expect(calls).toBe(3);
  });

  it('never starts a run while the previous one is still going, and stop waits for it', async () => {
    let running = 0;
    let overlap = false;
    let finished = 0;
    const stop = startIntervalJob('slow', 5, async () => {
      running += 1;
      if (running > 1) overlap = true;
      await sleep(40);
      running -= 1;
      finished += 1;
    }, logger);
    await jest.advanceTimersByTimeAsync(120);
    // Runs of 40 ms on a 5 ms tick: two done, the third under way.
    expect(finished).toBe(2);
    expect(running).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => void (stopped = true));
    // stop waits for the run under way: not done before its wait ends.
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await jest.advanceTimersByTimeAsync(40);
    await stopping;
    expect(overlap).toBe(false);
    expect(running).toBe(0);
    const after = finished;
    await jest.advanceTimersByTimeAsync(60);
    expect(finished).toBe(after);
  });

  it('is off at interval 0', async () => {
    let calls = 0;
    const stop = startIntervalJob('off', 0, async () => void (calls += 1), logger);
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(30);
    await stop();
    expect(calls).toBe(0);
  });
});
