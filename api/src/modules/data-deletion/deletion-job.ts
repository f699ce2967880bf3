import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { startIntervalJob } from '../../lib/interval-job';
import type { FileStorage } from '../../storage';
import { enqueueMessage } from '../notifications/outbox.service';
import type { Clock } from '../sla/clock';
import { anonymiseAccount, removeRemainingData } from './anonymise-account';
import { DAY_MS, REMOVE_AFTER_DAYS, UNCONFIRMED_KEPT_DAYS } from './deletion-policy';
import { recordStep } from './deletion-steps';

/** Rows per queue and run: a backlog drains over a few runs instead of one long transaction. */
const BATCH = 50;

interface DueRow {
  id: number;
  requestCode: string;
  userId: number | null;
  email: string | null;
}

/**
 * Takes the oldest due row of a queue and works on it in its own transaction, the row locked
 * (SKIP LOCKED: several API processes share the queues, never the same row).
 */
async function drain(db: Knex, due: (q: Knex.QueryBuilder) => void, work: (trx: Knex.Transaction, row: DueRow) => Promise<void>): Promise<number> {
  let done = 0;
  while (done < BATCH) {
    const worked = await db.transaction(async (trx) => {
      const row = await trx('data_deletion_requests')
        .modify(due)
        .orderBy([{ column: 'confirmedAt' }, { column: 'id' }])
        .forUpdate()
        .skipLocked()
        .first<DueRow | undefined>('id', 'requestCode', 'userId', 'email');
      if (!row) return false;
      await work(trx, row);
      return true;
    });
    if (!worked) break;
    done += 1;
  }
  return done;
}

export interface DeletionJobResult {
  anonymised: number;
  completed: number;
  unconfirmedRedacted: number;
}

/**
 * The deletion job: confirmed requests are anonymised at its first run, anonymised ones are
 * completed REMOVE_AFTER_DAYS after confirmation (with the final mail), and unconfirmed ones lose
 * the typed e-mail a while after their link expired. Each move changes the row's status in the
 * same transaction as the work and records a step, so running it twice (or in two processes) does
 * each step once.
 */
export async function runDeletionJob(db: Knex, deps: { clock: Clock; storage: FileStorage }): Promise<DeletionJobResult> {
  const now = await deps.clock(db);

  const anonymised = await drain(
    db,
    (q) => q.where('status', 'confirmed'),
    async (trx, row) => {
      const result = row.userId === null ? { requestIds: [], messages: 0 } : await anonymiseAccount(trx, row.userId, now);
      await trx('data_deletion_requests').where({ id: row.id }).update({ status: 'anonymised', anonymisedAt: now, updatedAt: now });
      await recordStep(trx, row.id, 'anonymised', now, { requestIds: result.requestIds, messagesRedacted: result.messages });
    },
  );

  const completed = await drain(
    db,
    (q) => q.where('status', 'anonymised').where('confirmedAt', '<=', new Date(now.getTime() - REMOVE_AFTER_DAYS * DAY_MS)),
    async (trx, row) => {
      const step = await trx('data_deletion_steps').where({ deletionRequestId: row.id, step: 'anonymised' }).first('detail');
      const requestIds = ((step?.detail as { requestIds?: number[] } | undefined)?.requestIds ?? []).map(Number);
      const { files } = await removeRemainingData(trx, deps.storage, row.userId, requestIds);
      const user = row.userId === null ? undefined : await trx('users').where({ id: row.userId }).first('preferredLanguage');
      if (row.email) {
        await enqueueMessage(trx, {
          channel: 'email',
          recipient: row.email,
          event: 'deletion_completed',
          language: user?.preferredLanguage ?? 'hi',
          values: { requestCode: row.requestCode },
          dedupeKey: `deletion-completed-${row.requestCode}`,
          userId: row.userId,
        });
      }
      await trx('data_deletion_requests')
        .where({ id: row.id })
        .update({ status: 'completed', completedAt: now, email: null, additionalInfo: null, updatedAt: now });
      await recordStep(trx, row.id, 'completed', now, { filesRemoved: files, finalMail: !!row.email });
    },
  );

  // The final mail, once delivered (or given up), keeps no address either.
  await db('notification_outbox')
    .where('event', 'deletion_completed')
    .whereIn('status', ['sent', 'logged', 'failed'])
    .whereNot('recipient', '')
    .update({ recipient: '', subject: null, body: null, payload: '{}' });
  // A one-time erasure code, once sent (or given up), is kept nowhere.
  await db('notification_outbox').where('event', 'erasure_code').whereIn('status', ['sent', 'logged', 'failed']).whereNotNull('body').update({ body: null, payload: '{}' });

  const unconfirmedRedacted = await drain(
    db,
    (q) => q.where('status', 'awaiting_confirmation').whereNotNull('email').where('confirmExpiresAt', '<=', new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * DAY_MS)),
    async (trx, row) => {
      await trx('data_deletion_requests').where({ id: row.id }).update({ email: null, additionalInfo: null, confirmTokenHash: null, updatedAt: now });
      await recordStep(trx, row.id, 'unconfirmed_redacted', now);
    },
  );

  return { anonymised, completed, unconfirmedRedacted };
}

/** Runs the job every `everyMs` in this process (server.ts); 0 disables it. */
export function startDeletionJob(db: Knex, deps: { clock: Clock; storage: FileStorage; logger: Logger; everyMs: number }): () => Promise<void> {
  return startIntervalJob(
    'data-deletion',
    deps.everyMs,
    async () => {
      const done = await runDeletionJob(db, deps);
      if (done.anonymised || done.completed || done.unconfirmedRedacted) deps.logger.info(done, 'data deletion steps done');
    },
    deps.logger,
  );
}
