import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { startIntervalJob } from '../../lib/interval-job';
import { databaseClock, type Clock } from '../sla/clock';
import { escalateOverdue } from '../sla/escalation.service';
import { drainOutbox, type DispatcherOptions } from './dispatcher';
import type { NotificationConfig } from './notification-config';
import { createTransports, type Transports } from './transports';

export interface BackgroundJobDeps {
  db: Knex;
  logger: Logger;
  config: NotificationConfig;
  clock?: Clock;
  transports?: Transports;
}

/**
 * How long one dispatcher tick may go on while the outbox keeps filling whole batches; short
 * enough that a shutdown (which waits for the tick in progress) is not held long.
 */
const DRAIN_BUDGET_MS = 10_000;

/** The dispatcher's settings from the process's notification configuration (NOTIFY_*). */
export function dispatcherOptions(config: NotificationConfig, transports: Transports, logger: Logger, clock: Clock): DispatcherOptions {
  return {
    transports,
    logger,
    clock,
    maxAttempts: config.maxAttempts,
    leaseMs: config.leaseMs,
    baseBackoffMs: config.backoff?.baseMs,
    maxBackoffMs: config.backoff?.maxMs,
  };
}

/**
 * The escalation scheduler and the outbox dispatcher, inside the API process. Every process may
 * run them: row locks (SKIP LOCKED) keep their work disjoint. Started by server.ts, never by
 * createApp, so tests run them only when they ask to.
 */
export function startNotificationJobs(deps: BackgroundJobDeps): () => Promise<void> {
  const clock = deps.clock ?? databaseClock;
  const transports = deps.transports ?? createTransports(deps.config, deps.logger);
  const stopEscalations = startIntervalJob(
    'escalations',
    deps.config.escalationIntervalMs,
    async () => {
      const done = await escalateOverdue(deps.db, clock);
      if (done.length) deps.logger.info({ escalated: done.length }, 'overdue requests escalated');
    },
    deps.logger,
  );
  const stopDispatch = startIntervalJob(
    'notifications',
    deps.config.dispatchIntervalMs,
    () => drainOutbox(deps.db, dispatcherOptions(deps.config, transports, deps.logger, clock), DRAIN_BUDGET_MS),
    deps.logger,
  );
  return async () => {
    await Promise.all([stopEscalations(), stopDispatch()]);
    // Transports made here are closed here; injected ones belong to their maker.
    if (!deps.transports) for (const transport of Object.values(transports)) transport.close?.();
  };
}
