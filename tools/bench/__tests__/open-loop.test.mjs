// The generator must stay open-loop: requests leave on their schedule even while earlier ones are
// unanswered, and latency counts from the due time. Run by `npm test` (tools/test-all.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dueAt, percentile, runOpenLoop, summarise } from '../open-loop.mjs';

test('requests are due evenly, 1000 / rate ms apart', () => {
  assert.deepEqual([0, 1, 2, 3, 200].map((i) => dueAt(i, 200)), [0, 5, 10, 15, 1000]);
});

test('nearest-rank percentiles', () => {
  const hundred = Array.from({ length: 100 }, (_, k) => k + 1);
  assert.equal(percentile(hundred, 50), 50);
  assert.equal(percentile(hundred, 99), 99);
  assert.equal(percentile(hundred, 100), 100);
  assert.equal(percentile([7], 99), 7);
  assert.ok(Number.isNaN(percentile([], 50)));
  assert.deepEqual(summarise([30, 10, 20]), { count: 3, p50: 20, p99: 30, max: 30 });
});

/** A fake clock: sleep advances it; answers come back when the test releases them. */
function fakeTime() {
  let t = 1000;
  return { now: () => t, sleep: async (ms) => void (t += ms), advance: (ms) => void (t += ms) };
}

test('every request is sent on schedule while none has answered (open loop)', async () => {
  const clock = fakeTime();
  const sentAt = [];
  const release = [];
  const run = runOpenLoop({
    rate: 100,
    total: 5,
    now: clock.now,
    sleep: clock.sleep,
    send: () => {
      sentAt.push(clock.now());
      return new Promise((resolve) => release.push(resolve));
    },
  });
  // Let the loop run through its sleeps: all five leave although no answer has come back.
  for (let k = 0; k < 10 && sentAt.length < 5; k += 1) await Promise.resolve();
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(sentAt, [1000, 1010, 1020, 1030, 1040]);
  clock.advance(500); // the server answers everything 500 ms after the last send
  release.forEach((resolve) => resolve({ ok: true }));
  const results = await run;
  // Latency from the due time: the first request waited longest.
  assert.deepEqual(results.map((r) => r.latency), [540, 530, 520, 510, 500]);
});

test('a request sent late (busy loop) still counts from its due time; failures are not ok', async () => {
  const clock = fakeTime();
  const results = await runOpenLoop({
    rate: 10,
    total: 2,
    now: clock.now,
    sleep: clock.sleep,
    send: async (i) => {
      if (i === 0) clock.advance(250); // the first send blocked the loop past the second's due time
      if (i === 1) throw new Error('refused');
      return { ok: true };
    },
  });
  assert.equal(results[1].latency, 150);
  assert.deepEqual(results.map((r) => r.ok), [true, false]);
});
