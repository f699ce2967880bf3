// Prints the bench's figures beside the issue's targets, each with the 1-minute load average it
// was measured under, and writes them all to dist/reports/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TARGETS = {
  endpointP99Ms: 30,
  sweep500Ms: 1000,
  healthRatio: 0.9,
  landingGzipBytes: 110 * 1024,
  remoteEntryGzipBytes: 6 * 1024,
};

/** The 1-minute load average now (shared machine: read every figure beside it). */
export const load1 = () => Math.round(os.loadavg()[0] * 100) / 100;

export function machineInfo() {
  const cpus = os.cpus();
  return { cpus: cpus.length, cpuModel: cpus[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.release()}` };
}

const mark = (ok) => (ok ? 'ok  ' : 'MISS');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function printReport(report, log = console.log) {
  log('\n== Endpoints (open loop, evenly paced) ==');
  log(`${'endpoint'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}  load1   target p99 ≤ ${TARGETS.endpointP99Ms} ms`);
  for (const e of report.endpoints) {
    log(`${e.name.padEnd(40)} ${String(e.p50).padStart(8)} ${String(e.p99).padStart(8)} ${`${e.errors}/${e.count}`.padStart(7)}  ${String(e.load1).padEnd(6)}  ${mark(e.p99 <= TARGETS.endpointP99Ms && e.errors === 0)}`);
  }
  log(`errors in all: ${report.endpoints.reduce((sum, e) => sum + e.errors, 0)}`);
  log('\n== Escalation sweep ==');
  for (const s of report.escalation) {
    const target = s.limit === 500 ? ` target ≤ ${TARGETS.sweep500Ms} ms ${mark(s.ms <= TARGETS.sweep500Ms)}` : '';
    log(`limit ${s.limit}: ${s.escalated} rows in ${s.ms} ms (${s.overdueBefore} overdue before), load1 ${s.load1}${target}`);
  }
  const h = report.health;
  log('\n== Health ÷ bare Koa + router ==');
  log(`throughput: median ${h.medianRatio} over ${h.rounds.length} rounds (min ${h.min}, max ${h.max}, IQR ${h.iqr}), load1 ${h.load1}  target ≥ ${TARGETS.healthRatio} ${mark(h.medianRatio >= TARGETS.healthRatio)}`);
  if (h.cpu) log(`requests per CPU second: median ${h.cpu.medianRatio} (min ${h.cpu.min}, max ${h.cpu.max}, IQR ${h.cpu.iqr})  target ≥ ${TARGETS.healthRatio} ${mark(h.cpu.medianRatio >= TARGETS.healthRatio)}`);
  log('\n== Bundle sizes (gzip) ==');
  const b = report.bundles;
  if (b.skipped) log(`skipped: ${b.skipped}`);
  else {
    const served = b.landingServedBytes ? ` (${kb(b.landingServedBytes)} sent as brotli)` : '';
    log(`landing /: ${kb(b.landingGzipBytes)} gzip${served}  target ≤ ${kb(TARGETS.landingGzipBytes)} ${mark(b.landingGzipBytes <= TARGETS.landingGzipBytes)}`);
    for (const [remote, bytes] of Object.entries(b.remoteEntries ?? {})) log(`${remote} remoteEntry.js: ${kb(bytes)}  target ≤ ${kb(TARGETS.remoteEntryGzipBytes)} ${mark(bytes <= TARGETS.remoteEntryGzipBytes)}`);
    if (b.note) log(`(${b.note})`);
  }
  log(`\nload data: ${report.load.requests} requests, ${report.load.history} history rows, ${report.load.citizens} citizens in ${report.load.seconds} s`);
}

export function writeReport(root, report) {
  const file = path.join(root, 'dist/reports/bench.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
