// GET /api/health of the API ÷ a bare Koa + @koa/router hello-world (hello-koa.mjs), as maximum
// throughput (autocannon, closed loop on purpose: this measures the cost per request, not latency).
// Rounds alternate A B A B … in the same run because the machine is shared and noisy; each round
// pair gives one ratio and the median of those is the figure, with its spread. On a machine shared
// with other work, throughput swings with the CPU share each side happens to get; the CPU time each
// server process spends per request (/proc/<pid>/stat) does not, so that ratio is reported beside it.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile } from './open-loop.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function waitForOk(url, attempts = 300) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** User + system CPU seconds of a process so far (Linux), or null. */
export function cpuSeconds(pid) {
  try {
    // Fields after the ")" of the command name: utime and stime are the 12th and 13th (clock ticks, 100 Hz).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function throughput(url, seconds, pid) {
  const cpuBefore = pid ? cpuSeconds(pid) : null;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, pipelining: 1, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      const cpuAfter = pid ? cpuSeconds(pid) : null;
      const cpuPerRequest = cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : null;
      resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuPerRequest });
    });
  });
}

/** Starts hello-koa.mjs on `port`; returns its /api/health URL and a stop function. */
export async function startHello(port) {
  const child = fork(path.join(here, 'hello-koa.mjs'), { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/api/health`;
  await waitForOk(url);
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

const r3 = (value) => Math.round(value * 1000) / 1000;

/** Median (nearest rank), min, max and interquartile range of a set of ratios. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { medianRatio: r3(percentile(sorted, 50)), min: sorted[0], max: sorted.at(-1), iqr: r3(percentile(sorted, 75) - percentile(sorted, 25)) };
}

/**
 * `rounds` alternating pairs of `seconds` each after one warm-up pair. Returns the median ratio,
 * its spread (min, max, interquartile range) and every round.
 */
export async function measureHealthRatio({ apiUrl, helloUrl, apiPid, helloPid, rounds = 10, seconds = 3, log = console.log }) {
  await throughput(apiUrl, 2); // warm-up: JIT, connection pool
  await throughput(helloUrl, 2);
  const all = [];
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which goes first so a drift in the machine's load does not favour one side.
    let apiResult;
    let hello;
    if (round % 2) {
      apiResult = await throughput(apiUrl, seconds, apiPid);
      hello = await throughput(helloUrl, seconds, helloPid);
    } else {
      hello = await throughput(helloUrl, seconds, helloPid);
      apiResult = await throughput(apiUrl, seconds, apiPid);
    }
    const ratio = apiResult.rps / hello.rps;
    // Requests per CPU second of the API ÷ those of hello = hello's CPU per request ÷ the API's.
    const cpuRatio = apiResult.cpuPerRequest && hello.cpuPerRequest ? hello.cpuPerRequest / apiResult.cpuPerRequest : null;
    all.push({
      round,
      apiRps: Math.round(apiResult.rps),
      helloRps: Math.round(hello.rps),
      ratio: r3(ratio),
      cpuRatio: cpuRatio === null ? null : r3(cpuRatio),
      apiCpuUsPerRequest: apiResult.cpuPerRequest === null ? null : Math.round(apiResult.cpuPerRequest * 1e7) / 10,
      helloCpuUsPerRequest: hello.cpuPerRequest === null ? null : Math.round(hello.cpuPerRequest * 1e7) / 10,
      apiErrors: apiResult.errors,
    });
    const cpuText = cpuRatio === null ? '' : `; CPU per request ${all.at(-1).apiCpuUsPerRequest} µs vs ${all.at(-1).helloCpuUsPerRequest} µs, ratio ${cpuRatio.toFixed(3)}`;
    log(`  round ${round}: health ${Math.round(apiResult.rps)} req/s, hello ${Math.round(hello.rps)} req/s, ratio ${ratio.toFixed(3)}${cpuText}`);
  }
  return { ...spread(all.map((r) => r.ratio)), cpu: all[0]?.cpuRatio === null ? null : spread(all.map((r) => r.cpuRatio)), rounds: all, secondsPerRound: seconds };
}
