import type { RetentionCounts } from '@cc/types';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/config';
import { startIntervalJob } from '../../lib/interval-job';
import { RateLimitBucket } from '../../lib/rate-limit-bucket.model';
import type { FileStorage } from '../../storage';
import { LoginAttempt } from '../auth/login-attempt.model';
import { Session } from '../auth/session.model';
import { anonymiseRequests } from '../data-deletion/anonymise-requests';
import { removeRemainingData } from '../data-deletion/anonymise-account';
import { RequestErasureChallenge } from '../data-deletion/request-erasure-challenge.model';
import { OutboxEntry } from '../notifications/outbox-entry.model';
import { ServiceRequest } from '../requests/request.model';
import type { Clock } from '../sla/clock';
import { RetentionRun } from './retention-run.model';

/** Requests per transaction: a first run over years of backlog is many short transactions, not one long one. */
const BATCH = 200;
/** Batches per run; the rest waits for the next run (an hour later by default). */
const MAX_BATCHES = 50;

/** The statuses a request is finished in: its clock of retention starts at resolution (or its last change). */
export const FINISHED_STATUSES = ['resolved', 'rejected'] as const;

export type RetentionPeriods = Pick<AppConfig['retention'], 'requestMonths' | 'technicalMonths'>;

/** `months` calendar months before `now` (UTC): 24 months before 2033-03-01 is 2031-03-01. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * The finished requests past the period, oldest first, locked (SKIP LOCKED: two processes running
 * the job take different rows), anonymised like an account's deletion and their files removed,
 * one transaction per batch. `anonymised_at` takes them out of the queue, so a repeat finds nothing.
 */
async function anonymiseExpiredRequests(db: Knex, storage: FileStorage, cutoff: Date, now: Date): Promise<{ requests: number; files: number }> {
  const done = { requests: 0, files: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const worked = await db.transaction(async (trx) => {
      const ids = (
        await ServiceRequest.query(trx)
          .whereNull('anonymisedAt')
          .whereIn('status', FINISHED_STATUSES)
          // raw (condition and order): the expression of requests_retention_due_idx (migration 026).
          .whereRaw('coalesce(resolved_at, updated_at) <= ?', [cutoff])
          .orderByRaw('coalesce(resolved_at, updated_at), id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked()
          .select('id')
      ).map((row) => Number(row.id));
      if (!ids.length) return 0;
      const counts = await anonymiseRequests(trx, ids, now);
      const { files } = await removeRemainingData(trx, storage, null, ids);
      done.requests += counts.requests;
      done.files += files;
      return ids.length;
    });
    if (worked < BATCH) break;
  }
  return done;
}

/**
 * Technical records past their period. Most go much sooner (db/housekeeping.ts: expired sessions,
 * day-old counters); this is the promise's upper bound, and the one home of the notifications'
 * period: a delivered message keeps a phone number or address and its text.
 */
async function deleteExpiredRecords(db: Knex, cutoff: Date, now: Date): Promise<Omit<RetentionCounts, 'requestsAnonymised' | 'filesRemoved'>> {
  const count = async (query: PromiseLike<unknown>) => Number(await query);
  return {
    sessions: await count(Session.query(db).where('lastSeenAt', '<', cutoff).delete()),
    rateBuckets: await count(RateLimitBucket.query(db).where('windowStartedAt', '<', cutoff).delete()),
    loginAttempts: await count(
      LoginAttempt.query(db)
        // raw: the later of two columns, either of which may be null.
        .whereRaw('coalesce(last_failure_at, locked_until) < ?', [cutoff])
        .where((q) => q.whereNull('lockedUntil').orWhere('lockedUntil', '<', now))
        .delete(),
    ),
    messages: await count(OutboxEntry.query(db).whereIn('status', ['sent', 'logged', 'failed']).where('createdAt', '<', cutoff).delete()),
    // A one-time code is worthless a few minutes after it was sent; a day leaves room for a slow clock.
    erasureChallenges: await count(RequestErasureChallenge.query(db).where('expiresAt', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000)).delete()),
    runs: await count(RetentionRun.query(db).where('startedAt', '<', cutoff).delete()),
  };
}

/**
 * The retention job (docs/data-deletion.md, "Retention"): what /privacy promises about how long
 * things are kept. Every statement selects only what is past its period and not yet done, so
 * running it twice, or in two processes at once, changes nothing the second time. Each run is
 * recorded in `retention_runs` (counts only) for the admin's settings tab.
 */
export async function runRetentionJob(db: Knex, deps: { clock: Clock; storage: FileStorage; periods: RetentionPeriods }): Promise<RetentionCounts> {
  const startedAt = await deps.clock(db);
  const requests = await anonymiseExpiredRequests(db, deps.storage, monthsBefore(startedAt, deps.periods.requestMonths), startedAt);
  const records = await deleteExpiredRecords(db, monthsBefore(startedAt, deps.periods.technicalMonths), startedAt);
  const counts: RetentionCounts = { requestsAnonymised: requests.requests, filesRemoved: requests.files, ...records };
  await RetentionRun.query(db).insert({
    startedAt,
    finishedAt: await deps.clock(db),
    requestMonths: deps.periods.requestMonths,
    technicalMonths: deps.periods.technicalMonths,
    counts,
  });
  return counts;
}

/** Runs the job every `config.retention.intervalMs` in this process (server.ts); 0 disables it. */
export function startRetentionJob(db: Knex, deps: { clock: Clock; storage: FileStorage; logger: Logger; config: AppConfig }): () => Promise<void> {
  const { intervalMs, ...periods } = deps.config.retention;
  return startIntervalJob(
    'retention',
    intervalMs,
    async () => {
      const counts = await runRetentionJob(db, { clock: deps.clock, storage: deps.storage, periods });
      if (Object.values(counts).some(Boolean)) deps.logger.info(counts, 'retention periods applied');
    },
    deps.logger,
  );
}
