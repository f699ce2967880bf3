import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
// The bench's generator and machine figures, reused (one open-loop generator in the repo); test
// tooling reaching into tools/, not app code depending on it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { dueAt, runOpenLoop, summarise } from '../../../../tools/bench/open-loop.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { load1, machineInfo } from '../../../../tools/bench/report.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort } from '../../../../tools/lib/free-port.mjs';
import { startSmsGateway, startSmtpServer } from '../../../src/modules/notifications/__tests__/loopback-servers';
import { FORM, PERSONA_LOGINS } from '../../../src/modules/requests/__tests__/request-test-kit';
import { startApi, waitUntil, type ApiProcess } from '../support/api-process';
import { createFaultDatabase, type FaultDatabase } from '../support/fault-database';
import { HttpClient } from '../support/http-client';
import { storageInvariants } from '../support/stored-files';
import { inspectorUrlIn, retainedHeapMb } from './heap-probe';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { cpuSeconds, rssGrowth, sampleRss } from './rss-sampler';
import { checkEscalations, checkNotifications } from './soak-checks';
import { operate, scenarioOf, soakEmail, type Actors, type TrafficState } from './soak-traffic';

export interface SoakOptions {
  seconds: number;
  /** Operations per second, evenly paced (open loop); a filing is two HTTP requests. */
  rate: number;
  /** The proxy's port (0: any free one); API A, API B, SMTP and the SMS gateway take free ports. */
  proxyPort: number;
  /** Requests made overdue a third into the run, each to be escalated exactly once. */
  overdue: number;
  /**
   * The leak check (heap-probe.ts): each process's heap retained after full collections, read
   * once after the warm-up and once after the run has drained, may grow by at most
   * `heapToleranceMb`. The warm-up is `warmUpSeconds` of the same traffic at the same rate,
   * answered in full before the first reading: the first thousands of requests grow the heap a
   * few MB once (pools reach their size, code and caches warm up), and then it stays (measured:
   * docs/decisions/0057-fault-suite-and-load-run.md). RSS is sampled every second from the warm-up on and printed (the medians
   * of the first and last third after the warm-up) but not judged: it grows with the requests in
   * flight and V8's heap sizing, which an overloaded box shows without any leak. Runs shorter
   * than `minMemorySeconds` judge no memory at all.
   */
  heapToleranceMb: number;
  warmUpSeconds: number;
  minMemorySeconds: number;
  log?: (line: string) => void;
}

export interface SoakReport {
  when: string;
  machine: ReturnType<typeof machineInfo>;
  options: Omit<SoakOptions, 'log'>;
  operations: number;
  httpRequests: number;
  /** Operations ÷ seconds from the first send to the last answer. */
  achievedRate: number;
  runSeconds: number;
  errors: number;
  errorSamples: string[];
  scenarios: Array<{ name: string; count: number; errors: number; p50: number; p99: number; max: number }>;
  all: { p50: number; p99: number; max: number };
  loadAverage: { during: number; atEnd: number[] };
  /** CPU seconds used during the run by API A, API B, the proxy and the generator (with the SMTP server and SMS gateway): what the machine gave. */
  cpuSeconds: number[];
  /** The generator's own share of one core over the run, in percent (its CPU seconds ÷ the run's seconds). */
  generatorCpuPercent: number;
  /** How late the generator sent, ms after each operation's due time (p50, p99, max): a CPU-starved generator sends late. */
  sendLag: { p50: number; p99: number; max: number };
  /** Operations sent per second, first to last send (the offered rate the generator achieved). */
  sentRate: number;
  warmUpFilings: number;
  perProcess: Array<{
    requests: number;
    rssStartMb: number;
    rssEndMb: number;
    rssFirstThirdMb: number;
    rssLastThirdMb: number;
    rssGrowthMb: number;
    /** Heap retained after full collections: after the warm-up, after the drained run, and the growth (the leak check). */
    heapBeforeMb: number;
    heapAfterMb: number;
    heapGrowthMb: number;
  }>;
  /** Whether the leak check judged this run (long enough), else figures only. */
  memoryJudged: boolean;
  sessionsOnBoth: boolean;
  filed: number;
  forwarded: number;
  resolved: number;
  escalated: number;
  emailsDelivered: number;
  smsDelivered: number;
  failures: string[];
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value}`;

/** Signs each persona in through process A and proves the session on process B before the run. */
async function signIn(aUrl: string, bUrl: string, proxyUrl: string): Promise<{ actors: Omit<Actors, 'officialId'>; failures: string[] }> {
  const failures: string[] = [];
  const as = async ([username, password]: readonly [string, string]) => {
    const onA = new HttpClient(aUrl);
    await onA.login(username, password);
    const onB = await onA.at(bUrl).get('/api/auth/user');
    const user = onB.body.user as { username?: string } | null | undefined;
    if (onB.status !== 200 || user?.username !== username) failures.push(`session of ${username} made on A not valid on B: ${onB.status} ${JSON.stringify(onB.body)}`);
    return onA.at(proxyUrl);
  };
  const actors = {
    staff: await as(PERSONA_LOGINS.staff),
    admin: await as(PERSONA_LOGINS.admin),
    citizens: [await as(PERSONA_LOGINS.citizenA), await as(PERSONA_LOGINS.citizenB)],
    visitors: Array.from({ length: 8 }, () => new HttpClient(proxyUrl)),
  };
  return { actors, failures };
}

/**
 * The load run of two built API processes on one fresh database and one DATA_DIR,
 * behind a round-robin proxy, with their escalation scheduler and outbox dispatcher on, a real
 * SMTP server and SMS gateway on loopback; mixed traffic open-loop at `rate` for `seconds`.
 * Returns the figures and every broken promise in `failures`; stops everything and drops the
 * database whatever happens.
 */
let tearDown: (() => Promise<void>) | null = null;

/** Stops a run cut short (a test timeout): its processes, servers, database and files. */
export async function abortSoak(): Promise<void> {
  await tearDown?.();
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const began = Date.now();
  const phase = (what: string) => log(`soak +${round((Date.now() - began) / 1000)} s: ${what}`);
  const [portA, portB] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-soak-data-'));
  let database: FaultDatabase | undefined;
  const apis: ApiProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
  const smtp = await startSmtpServer();
  const gateway = await startSmsGateway();
  let stopped: Promise<void> | null = null;
  tearDown = () =>
    (stopped ??= (async () => {
      await proxy?.close();
      await Promise.all(apis.map((api) => api.stop()));
      await smtp.close();
      await gateway.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  try {
    database = await createFaultDatabase(undefined, 'cc_soak');
    const env = {
      TRUST_PROXY_HOPS: '1',
      SMTP_URL: smtp.url,
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_KEY: 'soak-key',
      NOTIFY_DISPATCH_INTERVAL_SECONDS: '0.2',
      NOTIFY_BACKOFF_BASE_SECONDS: '0.5',
      NOTIFY_BACKOFF_MAX_SECONDS: '2',
      ESCALATION_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'error',
    };
    // SOAK_CPU_PROFILE_DIR: each API process writes a V8 CPU profile there when it stops (open it in
    // Chromium's DevTools or speedscope), to see where a run's CPU went.
    const profileDir = process.env.SOAK_CPU_PROFILE_DIR;
    // The inspector on a free loopback port: the leak check reads the retained heap through it.
    const nodeArgs = ['--inspect=127.0.0.1:0', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [])];
    // One after the other: the first migrates and seeds the database.
    apis.push(await startApi({ port: portA, databaseUrl: database.url, dataDir, env, nodeArgs }));
    apis.push(await startApi({ port: portB, databaseUrl: database.url, dataDir, env, nodeArgs }));
    phase('both API processes healthy');
    proxy = await startRoundRobinProxy(apis.map((api) => api.url), options.proxyPort);
    const signedIn = await signIn(apis[0]!.url, apis[1]!.url, proxy.url);
    const failures = [...signedIn.failures];
    const authorities = await signedIn.actors.staff.get('/api/users/authorities');
    const official = (authorities.body as unknown as Array<{ id: number; level: number }>).find((a) => a.level === 1);
    if (!official) throw new Error(`no level-1 official to forward to: ${authorities.status} ${JSON.stringify(authorities.body)}`);
    const actors: Actors = { ...signedIn.actors, officialId: official.id };

    // The requests that will fall overdue during the run (filed now, through the proxy).
    const state: TrafficState = { filed: [], toAct: [], forwarded: [], resolved: [] };
    const overdueIds: number[] = [];
    for (let n = 0; n < options.overdue; n += 1) {
      const visitor = actors.visitors[n % actors.visitors.length]!;
      const res = await visitor.post('/api/requests', { ...FORM, email: soakEmail(-1 - n), ...(await visitor.captcha()) });
      if (res.status !== 201) throw new Error(`filing an overdue-to-be request: ${res.status}`);
      overdueIds.push(Number(res.body.id));
    }

    const total = Math.round(options.rate * options.seconds);
    const rss = sampleRss(apis.map((api) => api.child.pid!));
    // Warm-up: the same traffic at the same rate, every operation answered before the baseline is
    // read; staff find requests to act on from the start. Its operations count in no figure
    // below (their filings are checked like the rest: attachment, messages).
    const warmUpOps = Math.round(options.rate * options.warmUpSeconds);
    const warmUpErrors: string[] = [];
    await runOpenLoop({
      rate: options.rate,
      total: warmUpOps,
      send: async (i) => {
        const outcome = await operate(actors, state, 1_000_000 + i);
        if (!outcome.ok) warmUpErrors.push(`${outcome.scenario}: ${outcome.status}`);
      },
    });
    if (warmUpErrors.length) failures.push(`${warmUpErrors.length} errors in the warm-up: ${warmUpErrors.slice(0, 5).join('; ')}`);
    const warmUp = state.filed.length;
    const retainedHeaps = () =>
      Promise.all(
        apis.map((api) => {
          const inspector = inspectorUrlIn(api.output());
          if (!inspector) throw new Error(`API process ${api.url} printed no inspector address:\n${api.output()}`);
          return retainedHeapMb(inspector);
        }),
      );
    const heapBefore = await retainedHeaps();
    phase(`signed in on A, checked on B, ${overdueIds.length} overdue-to-be requests filed, ${warmUpOps} warm-up operations answered`);

    log(`soak: ${total} operations at ${options.rate}/s for ${options.seconds} s through ${proxy.url} to ${apis.map((a) => a.url).join(' and ')}`);
    const loads: number[] = [];
    const loadTimer = setInterval(() => loads.push(load1()), 1000);
    // A third into the run the overdue set falls due (its due time an hour ago): both schedulers see it at once.
    let madeOverdue: Promise<unknown> = Promise.resolve();
    const overdueTimer = setTimeout(() => {
      madeOverdue = database!.db('requests').whereIn('id', overdueIds).update({ dueAt: database!.db.raw("now() - interval '1 hour'") }).then(
        () => undefined,
        (error: Error) => failures.push(`making requests overdue: ${error.message}`),
      );
    }, (options.seconds * 1000) / 3);
    const outcomes: Array<{ scenario: string; status: number; ok: boolean; calls: number }> = [];
    const started = performance.now();
    const pids = [...apis.map((api) => api.child.pid!), proxy.pid, process.pid];
    const cpuBefore = pids.map(cpuSeconds);
    const lateBy: number[] = [];
    let lastSent = 0;
    const results = await runOpenLoop({
      rate: options.rate,
      total,
      send: async (i) => {
        lastSent = performance.now() - started;
        lateBy[i] = lastSent - dueAt(i, options.rate);
        const outcome = await operate(actors, state, i);
        outcomes[i] = outcome;
        return outcome;
      },
    });
    const elapsed = (performance.now() - started) / 1000;
    const cpuUsed = pids.map(cpuSeconds).map((after, n) => round(after - cpuBefore[n]!));
    rss.stop();
    clearInterval(loadTimer);
    clearTimeout(overdueTimer);
    await madeOverdue;
    phase(`run done in ${round(elapsed)} s; waiting for escalations and the outbox`);

    // The background work of the run finishes: every overdue request escalated, the outbox empty.
    const settled = (check: () => Promise<boolean>, timeoutMs: number, what: string) =>
      waitUntil(check, timeoutMs).catch(() => {
        failures.push(what);
      });
    const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }).first())?.n);
    await settled(async () => (await count(database!.db('escalations').whereIn('requestId', overdueIds))) >= overdueIds.length, 30_000, 'overdue requests not escalated within 30 s of the run');
    const runRequests = () => [...overdueIds, ...state.filed.map((f) => f.id)];
    // The whole outbox, not only the run's known requests: a filing answered after its client gave
    // up (an error above) still sends its messages, and a count taken mid-send would differ by one.
    await settled(async () => (await count(database!.db('notificationOutbox').whereIn('status', ['pending', 'sending']))) === 0, 120_000, 'the outbox did not drain within 2 min of the run');
    phase('escalated and drained');
    // A few more passes of both dispatchers and schedulers: nothing may go out a second time.
    // Real time on purpose: they run on their own timers in the API processes; no pass shows from here.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const heapAfter = await retainedHeaps();

    const errorsOf = outcomes.filter((o) => !o.ok);
    const scenarioNames = [...new Set(results.map((r) => scenarioOf(r.i).name))];
    const scenarios = scenarioNames.map((name) => {
      const mine = results.filter((r) => scenarioOf(r.i).name === name);
      const { count, p50, p99, max } = summarise(mine.map((r) => r.latency));
      return { name, count, errors: mine.filter((r) => !outcomes[r.i]?.ok).length, p50, p99, max };
    });
    const escalation = await checkEscalations(database.db, overdueIds);
    const notifications = await checkNotifications(database.db, runRequests(), smtp.mails, gateway.calls);
    const storage = await storageInvariants(database.db, dataDir);
    if (storage.filesWithoutRow.length || storage.requestsWithoutFile.length) failures.push(`storage: ${JSON.stringify(storage)}`);
    const attached = Number((await database.db('requests').whereIn('id', state.filed.map((f) => f.id)).whereNotNull('attachmentPath').count({ n: '*' }).first())?.n);
    if (attached !== state.filed.length) failures.push(`${state.filed.length - attached} filed requests without their attachment`);
    failures.push(...escalation.failures, ...notifications.failures);
    if (errorsOf.length) failures.push(`${errorsOf.length} errors`);

    const memoryJudged = options.seconds >= options.minMemorySeconds;
    const perUpstream = await proxy.perUpstream();
    const perProcess = rss.samples.map((samples, n) => {
      const growth = rssGrowth(samples, options.warmUpSeconds);
      const heapGrowthMb = heapAfter[n]! - heapBefore[n]!;
      if (memoryJudged && heapGrowthMb > options.heapToleranceMb) {
        failures.push(
          `process ${n === 0 ? 'A' : 'B'} kept ${round(heapGrowthMb)} MB more heap after the run than before it (${round(heapBefore[n]!)} → ${round(heapAfter[n]!)} MB after full collections), tolerance ${options.heapToleranceMb} MB: a leak`,
        );
      }
      return {
        requests: perUpstream[n]!,
        rssStartMb: round(samples[0]?.mb ?? 0),
        rssEndMb: round(samples.at(-1)?.mb ?? 0),
        rssFirstThirdMb: round(growth.firstThirdMb),
        rssLastThirdMb: round(growth.lastThirdMb),
        rssGrowthMb: round(growth.growthMb),
        heapBeforeMb: round(heapBefore[n]!),
        heapAfterMb: round(heapAfter[n]!),
        heapGrowthMb: round(heapGrowthMb),
      };
    });
    const lag = summarise(lateBy);
    const overall = summarise(results.map((r) => r.latency));
    const { log: _log, ...reportedOptions } = options;
    return {
      when: new Date().toISOString(),
      machine: machineInfo(),
      options: reportedOptions,
      operations: total,
      httpRequests: outcomes.reduce((sum, o) => sum + o.calls, 0),
      achievedRate: round(total / elapsed),
      runSeconds: round(elapsed),
      errors: errorsOf.length,
      errorSamples: errorsOf.slice(0, 10).map((o) => `${o.scenario}: ${o.status}`),
      scenarios,
      all: { p50: overall.p50, p99: overall.p99, max: overall.max },
      loadAverage: { during: round(loads.reduce((s, l) => s + l, 0) / Math.max(1, loads.length), 2), atEnd: os.loadavg().map((l) => round(l, 2)) },
      cpuSeconds: cpuUsed,
      generatorCpuPercent: round((100 * cpuUsed[3]!) / elapsed),
      sendLag: { p50: lag.p50, p99: lag.p99, max: lag.max },
      sentRate: round(total / Math.max(0.001, lastSent / 1000)),
      memoryJudged,
      warmUpFilings: warmUp,
      perProcess,
      sessionsOnBoth: signedIn.failures.length === 0,
      filed: state.filed.length,
      forwarded: state.forwarded.length,
      resolved: state.resolved.length,
      escalated: escalation.escalated,
      emailsDelivered: notifications.emails,
      smsDelivered: notifications.sms,
      failures,
    };
  } finally {
    await tearDown();
    tearDown = null;
  }
}

/** The figures as a table, each beside the load average they were measured under. */
export function printSoak(report: SoakReport, print: (text: string) => void = (text) => console.log(text)): void {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  log(`\n== Load run: ${report.operations} operations (${report.httpRequests} HTTP requests) in ${report.options.seconds} s, ${report.achievedRate} op/s through a round-robin proxy to 2 API processes ==`);
  log(`${'scenario'.padEnd(32)} ${'count'.padStart(6)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const s of report.scenarios) log(`${s.name.padEnd(32)} ${String(s.count).padStart(6)} ${String(s.errors).padStart(6)} ${String(s.p50).padStart(8)} ${String(s.p99).padStart(8)} ${String(s.max).padStart(8)}`);
  log(`${'all'.padEnd(32)} ${String(report.operations).padStart(6)} ${String(report.errors).padStart(6)} ${String(report.all.p50).padStart(8)} ${String(report.all.p99).padStart(8)} ${String(report.all.max).padStart(8)}`);
  log(`generator: sent ${report.sentRate} op/s (asked ${report.options.rate}), late by p50 ${report.sendLag.p50} / p99 ${report.sendLag.p99} / max ${report.sendLag.max} ms after the due time`);
  log(
    `CPU seconds during the run (${report.runSeconds} s): API A ${report.cpuSeconds[0]}, API B ${report.cpuSeconds[1]}, proxy ${report.cpuSeconds[2]}, generator (+ SMTP + gateway) ${report.cpuSeconds[3]} = ${report.generatorCpuPercent} % of one core`,
  );
  log(`load average: ${report.loadAverage.during} (1-min mean during the run), ${report.loadAverage.atEnd.join(' / ')} (1/5/15-min at the end); ${report.machine.cpus} cores, shared`);
  report.perProcess.forEach((p, n) =>
    log(
      `process ${n === 0 ? 'A' : 'B'}: ${p.requests} requests; heap retained after full collections ${p.heapBeforeMb} → ${p.heapAfterMb} MB (${signed(p.heapGrowthMb)} MB, ` +
        (report.memoryJudged ? `tolerance ${report.options.heapToleranceMb} MB` : `not judged in a run shorter than ${report.options.minMemorySeconds} s`) +
        `); RSS ${p.rssStartMb} → ${p.rssEndMb} MB, median of the first / last third after ${report.options.warmUpSeconds} s ${p.rssFirstThirdMb} / ${p.rssLastThirdMb} MB (${signed(p.rssGrowthMb)} MB, printed, not judged)`,
    ),
  );
  log(`sessions valid on both processes: ${report.sessionsOnBoth ? 'yes' : 'NO'}`);
  log(`filed ${report.filed}, forwarded ${report.forwarded}, resolved ${report.resolved}, escalated once ${report.escalated}/${report.options.overdue}, e-mails ${report.emailsDelivered}, SMS ${report.smsDelivered}`);
  log(report.failures.length ? `FAILED:\n  ${report.failures.join('\n  ')}` : `all promises kept: 0 errors, each escalation and notification exactly once${report.memoryJudged ? ', no heap kept beyond the tolerance' : ' (memory not judged in a run this short)'}`);
  if (report.errorSamples.length) log(`first errors: ${report.errorSamples.join('; ')}`);
  print(lines.join('\n'));
}
