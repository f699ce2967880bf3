// The open-loop load generator of `npm run bench`: request i is due at t0 + i / rate, whatever
// the earlier answers did, and its latency runs from that due time (not from when it was actually
// sent), so a slow server cannot slow the generator down and hide its own queue (coordinated
// omission). autocannon's -R is not used: it sends each second's requests back to back.
import http from 'node:http';

/** When request i is due, in ms after the start: evenly spaced, 1000 / rate apart. */
export function dueAt(i, rate) {
  return (i * 1000) / rate;
}

/** The nearest-rank percentile (p in 0..100) of an ascending array; NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p99 and max of latencies in ms (any order), rounded to 0.1 ms. */
export function summarise(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? Number.NaN) };
}

/**
 * Runs `total` requests at `rate` per second. `send(i)` starts request i and resolves with
 * {ok}; it is called when the request is due and never awaited before the next one is sent.
 * `now` and `sleep` are injectable so the schedule can be tested without a clock.
 * Resolves with one {i, due, latency, ok, bytes} per request once all have answered (bytes: the
 * body's length when `send` reports it).
 */
export async function runOpenLoop({ rate, total, send, now = () => performance.now(), sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }) {
  const t0 = now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = dueAt(i, rate);
    const wait = t0 + due - now();
    if (wait > 0) await sleep(wait);
    // Sent late (the event loop was busy)? The latency still counts from the due time.
    pending.push(
      send(i).then(
        (answer) => ({ i, due, latency: now() - t0 - due, ok: Boolean(answer?.ok), bytes: answer?.bytes }),
        () => ({ i, due, latency: now() - t0 - due, ok: false }),
      ),
    );
  }
  return Promise.all(pending);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/**
 * One GET with the caller's cookies and headers; resolves {ok, status, bytes} when the whole body has
 * arrived (ok: a 2xx). Not answered within timeoutMs of the call (waiting for a free socket
 * included) it is aborted and counts as an error, so an overloaded server cannot stretch a run.
 */
export function get(url, headers = {}, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    const fail = () => {
      clearTimeout(timer);
      resolve({ ok: false, status: 0 });
    };
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ ok: response.statusCode >= 200 && response.statusCode < 300, status: response.statusCode, bytes });
      });
      response.on('error', fail);
    });
    const timer = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
    request.on('error', fail);
  });
}
