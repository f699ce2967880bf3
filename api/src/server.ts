import http from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config/config';
import { createDb } from './db/knex';
import { scheduleHousekeeping } from './db/housekeeping';
import { prepareDatabase } from './db/prepare-database';
import { createLogger } from './lib/logger';
import { StartupRefusedError } from './modules/admin-bootstrap/initial-admin';
import { startDeletionJob } from './modules/data-deletion/deletion-job';
import { startRetentionJob } from './modules/retention/retention-job';
import { scheduleUploadTempSweep } from './modules/attachments/upload-temp-sweep';
import { startNotificationJobs } from './modules/notifications/background-jobs';
import { createLifecycle } from './modules/health/lifecycle';
import { startTransparencyRefresh } from './modules/transparency/transparency-refresh';
import { databaseClock } from './modules/sla/clock';
import { storageFor } from './storage';
import { notificationConfigFromEnv } from './modules/notifications/notification-config';

async function main(): Promise<void> {
  const config = loadConfig();
  // Read once: nothing after the start-up (nor a child process) needs the first admin's password.
  delete process.env.INITIAL_ADMIN_PASSWORD;
  const logger = createLogger(config.logLevel);
  const db = createDb(config);
  logger.info({ database: config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}` }, 'migrating');
  try {
    await prepareDatabase(db, config, logger);
  } catch (error) {
    // PGlite flushes and closes on destroy: a refused start must not leave it half-written.
    await db.destroy();
    throw error;
  }
  config.initialAdmin = null;

  const stopHousekeeping = scheduleHousekeeping(db, config, logger);
  // Upload temp directories a killed process left (modules/attachments), before the first request.
  const stopUploadTempSweep = await scheduleUploadTempSweep(logger);
  // The public dashboard's monthly summary (modules/transparency), a few minutes stale at most.
  const stopTransparencyRefresh = startTransparencyRefresh(db, logger);
  // Escalation scheduler and notification dispatcher (intervals and transports from env).
  const stopNotificationJobs = startNotificationJobs({ db, logger, config: notificationConfigFromEnv() });
  const lifecycle = createLifecycle();
  const app = createApp({ db, config, logger, lifecycle });
  // Spec §9 deletion promises: anonymise confirmed requests, complete them before day 30.
  const stopDeletionJob = startDeletionJob(db, { clock: databaseClock, storage: storageFor({ db, config, logger }), logger, everyMs: config.deletionJobIntervalMs });
  // The retention periods of /privacy: old finished requests anonymised, old technical records deleted.
  const stopRetentionJob = startRetentionJob(db, { clock: databaseClock, storage: storageFor({ db, config, logger }), logger, config });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  logger.info({ port: config.port, webRoot: config.webRoot }, `Citizen Connect listening on http://localhost:${config.port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // First /api/ready answers 503 while everything still works, long enough for the load
    // balancer to notice and send new work elsewhere (DRAIN_DELAY_SECONDS, 0 by default).
    lifecycle.draining = true;
    logger.info({ signal, delayMs: config.drain.delayMs, timeoutMs: config.drain.timeoutMs }, 'shutting down: draining');
    stopHousekeeping();
    stopUploadTempSweep();
    stopTransparencyRefresh();
    if (config.drain.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drain.delayMs));
    // Then stop accepting, close idle keep-alive sockets, let in-flight requests (an upload still
    // arriving) finish; responses now carry `Connection: close` (health/lifecycle.ts).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      logger.warn('drain timeout: closing remaining connections');
      server.closeAllConnections();
    }, config.drain.timeoutMs);
    timer.unref();
    await closed;
    clearTimeout(timer);
    await Promise.all([stopNotificationJobs(), stopDeletionJob(), stopRetentionJob()]);
    // Last: with PGlite this also flushes and closes the embedded database.
    await db.destroy();
    logger.info({ timedOut }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  // Configuration, migration and refusal end the process with a clear line, not a hang.
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  // A refusal is the operator's to fix: its one line says how; a stack would only bury it.
  if (process.env.NODE_ENV !== 'production' && !(error instanceof StartupRefusedError)) console.error(error);
  process.exit(1);
});
