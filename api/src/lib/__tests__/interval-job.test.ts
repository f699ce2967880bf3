import { createLogger } from '../logger';
import { startIntervalJob } from '../interval-job';

// The loop under the escalation scheduler, the dispatcher and the deletion job (docs/operations.md,
// "Background jobs"): a failed run is tried again at the next tick, runs never overlap in a
// process, and stopping waits for the run in progress.
const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startIntervalJob', () => {
  it('runs again after a failed run', async () => {
    let calls = 0;
    const stop = startIntervalJob('flaky', 10, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database restarting');
    }, logger);
    const deadline = Date.now() + 2_000;
    while (calls < 3 && Date.now() < deadline) await sleep(5);
    await stop();
    expect(calls).toBeGreaterThanOrEqual(3);
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
    await sleep(120);
    await stop();
    expect(overlap).toBe(false);
    expect(running).toBe(0);
    const after = finished;
    await sleep(60);
    expect(finished).toBe(after);
  });

  it('is off at interval 0', async () => {
    let calls = 0;
    const stop = startIntervalJob('off', 0, async () => void (calls += 1), logger);
    await sleep(30);
    await stop();
    expect(calls).toBe(0);
  });
});
