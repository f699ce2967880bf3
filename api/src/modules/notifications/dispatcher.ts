import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import type { Logger } from 'pino';
import { databaseClock, type Clock } from '../sla/clock';
import { OutboxEntry } from './outbox-entry.model';
import { PermanentDeliveryError, type Transports } from './transports';

export interface DispatcherOptions {
  transports: Transports;
  logger: Logger;
  clock?: Clock;
  maxAttempts?: number;
  /** How long a claimed row belongs to its claimer; after that a crashed claim is taken over. */
  leaseMs?: number;
  batchSize?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
}

type OutboxRow = Pick<OutboxEntry, (typeof CLAIMED_COLUMNS)[number]>;
const CLAIMED_COLUMNS = ['id', 'channel', 'recipient', 'subject', 'body', 'dedupeKey', 'attempts', 'event'] as const;

export interface DispatchResult {
  /** Rows this pass claimed (a full batch means more may be waiting). */
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

export const DEFAULT_BATCH_SIZE = 20;

/** Exponential backoff: base, 2×base, 4×base ... capped. */
export const backoffMs = (attempt: number, base: number, max: number) => Math.min(max, base * 2 ** Math.max(0, attempt - 1));

/**
 * Claims due rows in one short statement (FOR UPDATE SKIP LOCKED: concurrent dispatchers take
 * disjoint rows) and stamps them 'sending' with a lease. The claim commits before anything is
 * sent, so a slow provider holds no database lock.
 */
export async function claimBatch(db: Knex, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const due = OutboxEntry.query(db)
    .select('id')
    .where((q) =>
      q
        .where((p) => p.where('status', 'pending').andWhere('nextAttemptAt', '<=', now))
        .orWhere((p) => p.where('status', 'sending').andWhere('lockedUntil', '<=', now)),
    )
    .orderBy([{ column: 'nextAttemptAt' }, { column: 'id' }])
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return OutboxEntry.query(db)
    .whereIn('id', due)
    // raw: the attempt is counted in the claiming UPDATE itself.
    .patch({ status: 'sending', attempts: db.raw('attempts + 1'), lockedUntil: new Date(now.getTime() + leaseMs) })
    .returning([...CLAIMED_COLUMNS]);
}

/**
 * Records a delivery's outcome, retrying while the database is away (a restart, a fail-over) for
 * as long as the claim's lease lasts: a message already handed to the provider must not stay
 * 'sending' and be sent again by the next claimer because one UPDATE hit an outage.
 */
async function markWithinLease(update: () => PromiseLike<unknown>, leaseMs: number): Promise<void> {
  const deadline = Date.now() + leaseMs / 2;
  for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      await update();
      return;
    } catch (error) {
      if (Date.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * One dispatcher pass: claim → send → mark. The mark is conditional on the claim (status and
 * attempt number), so a claimer whose lease ran out cannot overwrite its successor's result.
 * Delivery is at-least-once towards the provider; the dedupe key travels as its idempotency
 * reference, which makes it exactly-once where the provider honours it (docs/decisions/0052-notification-dispatcher-and-transports.md).
 */
export async function dispatchPending(db: Knex, options: DispatcherOptions): Promise<DispatchResult> {
  const clock = options.clock ?? databaseClock;
  const maxAttempts = options.maxAttempts ?? 8;
  const result: DispatchResult = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
  const now = await clock(db);
  const leaseMs = options.leaseMs ?? 60_000;
  const rows = await claimBatch(db, now, leaseMs, options.batchSize ?? DEFAULT_BATCH_SIZE);
  result.claimed = rows.length;
  const claimedAt = performance.now();
  for (const row of rows) {
    // A row sent after its lease ran out may already be another dispatcher's, sent by it as well
    // (the soak saw it: with the database starved, a batch's marks took longer than the lease).
    // Past half the lease nothing more is sent in this pass; the rest wait for the lease to end.
    if (performance.now() - claimedAt > leaseMs / 2) break;
    const mark = (patch: PartialModelObject<OutboxEntry>) =>
      markWithinLease(() => OutboxEntry.query(db).where({ id: row.id, status: 'sending', attempts: row.attempts }).patch(patch), leaseMs);
    let outcome: 'sent' | 'logged';
    try {
      outcome = await options.transports[row.channel].send({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body ?? '',
        reference: row.dedupeKey ?? `outbox-${row.id}`,
        template: row.event,
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const giveUp = row.attempts >= maxAttempts || error instanceof PermanentDeliveryError;
      const retryAt = new Date(now.getTime() + backoffMs(row.attempts, options.baseBackoffMs ?? 30_000, options.maxBackoffMs ?? 3_600_000));
      await mark({ status: giveUp ? 'failed' : 'pending', nextAttemptAt: retryAt, lockedUntil: null, lastError: message });
      options.logger.warn({ outboxId: row.id, attempt: row.attempts, giveUp, err: message }, 'notification not delivered');
      if (giveUp) result.failed += 1;
      else result.retrying += 1;
      continue;
    }
    // Outside the try: a delivered message whose mark fails is not a failed delivery (no retry
    // mark, no second send now); the pass stops and the lease decides (at-least-once).
    await mark({ status: outcome, sentAt: db.fn.now(), lockedUntil: null, lastError: null });
    result.delivered += 1;
  }
  return result;
}

/**
 * One tick of the dispatcher: passes back to back while each comes back with a full batch, for at
 * most `budgetMs`. One pass per tick capped a process at a batch per interval (20 messages every
 * 10 s by default), so a burst of filings took many minutes to tell its citizens; the soak's
 * outbox did not drain within 2 minutes. Each pass still claims and leases its own rows.
 */
export async function drainOutbox(db: Knex, options: DispatcherOptions, budgetMs: number): Promise<DispatchResult> {
  const total: DispatchResult = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
  const started = performance.now();
  for (;;) {
    const pass = await dispatchPending(db, options);
    for (const key of Object.keys(total) as Array<keyof DispatchResult>) total[key] += pass[key];
    if (pass.claimed < (options.batchSize ?? DEFAULT_BATCH_SIZE) || performance.now() - started >= budgetMs) return total;
  }
}
