import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../types';
import { OutboxEntry } from '../notifications/outbox-entry.model';
import { ServiceRequest } from '../requests/request.model';
import { OPEN_STATUSES } from '../sla/open-statuses';

/**
 * The app's Prometheus metrics (GET /api/metrics). A figure that needs the database reads NaN
 * while it is unreachable: the scrape still answers, with the process and request figures an
 * operator needs most during that incident. One registry per app, not prom-client's global
 * one: tests build several apps in one process. Labels are bounded: the route *template*
 * (`/api/requests/:id`, never the raw path) and the status class (2xx...5xx).
 */
export interface AppMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status_class'>;
  duration: Histogram<'method' | 'route' | 'status_class'>;
}

const OUTBOX_STATES = ['pending', 'sending', 'failed'] as const;

/** Outbox rows still to send, being sent and given up, read when Prometheus scrapes. */
async function outboxBacklog(db: Knex): Promise<Record<(typeof OUTBOX_STATES)[number], number>> {
  // raw: an aggregate per status.
  const rows = (await OutboxEntry.query(db).whereIn('status', OUTBOX_STATES).groupBy('status').select('status', db.raw('count(*)::int as n'))) as unknown as Array<{
    status: (typeof OUTBOX_STATES)[number];
    n: number;
  }>;
  const counts = { pending: 0, sending: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Open requests whose due time has passed: one count over the open statuses (the SLA partial index covers them). */
async function overdueCount(db: Knex): Promise<number> {
  const [row] = (await ServiceRequest.query(db).whereIn('status', OPEN_STATUSES).where('dueAt', '<=', db.fn.now()).count({ n: '*' })) as unknown as Array<{ n: string }>;
  return Number(row?.n ?? 0);
}

function createMetrics(db: Knex): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'cc_http_requests_total',
    help: 'API requests answered, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'cc_http_request_duration_seconds',
    help: 'API request latency, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'cc_outbox_messages',
    help: 'Notification outbox rows by state: pending (waiting or backing off), sending (claimed), failed (gave up)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await outboxBacklog(db).catch(() => null);
      for (const state of OUTBOX_STATES) this.set({ state }, counts ? counts[state] : Number.NaN);
    },
  });
  new Gauge({
    name: 'cc_requests_overdue',
    help: 'Open requests past their due time (the escalation scheduler should bring this down)',
    registers: [registry],
    async collect() {
      this.set(await overdueCount(db).catch(() => Number.NaN));
    },
  });
  return { registry, requests, duration };
}

const byDeps = new WeakMap<object, AppMetrics>();

/** The metrics of this app (built once per deps object, like storageFor). */
export function metricsFor(deps: AppDeps): AppMetrics {
  let metrics = byDeps.get(deps);
  if (!metrics) {
    metrics = createMetrics(deps.db);
    byDeps.set(deps, metrics);
  }
  return metrics;
}
