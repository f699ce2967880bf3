import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { Logger } from 'pino';
import { startIntervalJob } from '../../lib/interval-job';
import type { FileStorage } from '../../storage';
import { OutboxEntry } from '../notifications/outbox-entry.model';
import { enqueueMessage } from '../notifications/outbox.service';
import type { Clock } from '../sla/clock';
import { User } from '../users/user.model';
import { anonymiseAccount, removeRemainingData } from './anonymise-account';
import { DataDeletionRequest } from './data-deletion-request.model';
import { DAY_MS, REMOVE_AFTER_DAYS, UNCONFIRMED_KEPT_DAYS } from './deletion-policy';
import { recordStep } from './deletion-steps';

/** Rows per queue and run: a backlog drains over a few runs instead of one long transaction. */
const BATCH = 50;

/** A queue's row as taken: what the work needs of it. */
type DueRow = Pick<DataDeletionRequest, 'id' | 'requestCode' | 'userId' | 'email' | '$relatedQuery'>;

/**
 * Takes the oldest due row of a queue and works on it in its own transaction, the row locked
 * (SKIP LOCKED: several API processes share the queues, never the same row).
 */
async function drain(db: Knex, due: (q: QueryBuilder<DataDeletionRequest>) => void, work: (trx: Knex.Transaction, row: DueRow) => Promise<void>): Promise<number> {
  let done = 0;
  while (done < BATCH) {
    const worked = await db.transaction(async (trx) => {
      const row = await DataDeletionRequest.query(trx)
        .modify(due)
        .orderBy([{ column: 'confirmedAt' }, { column: 'id' }])
        .forUpdate()
        .skipLocked()
        .select('id', 'requestCode', 'userId', 'email')
        .first();
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
      await DataDeletionRequest.query(trx).findById(row.id).patch({ status: 'anonymised', anonymisedAt: now, updatedAt: now });
      await recordStep(trx, row.id, 'anonymised', now, { requestIds: result.requestIds, messagesRedacted: result.messages });
    },
  );

  const completed = await drain(
    db,
    (q) => q.where('status', 'anonymised').where('confirmedAt', '<=', new Date(now.getTime() - REMOVE_AFTER_DAYS * DAY_MS)),
    async (trx, row) => {
      const step = await row.$relatedQuery('steps', trx).where('step', 'anonymised').select('detail').first();
      const requestIds = ((step?.detail as { requestIds?: number[] } | undefined)?.requestIds ?? []).map(Number);
      const { files } = await removeRemainingData(trx, deps.storage, row.userId, requestIds);
      const user = row.userId === null ? undefined : await User.query(trx).findById(row.userId).select('preferredLanguage');
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
      await DataDeletionRequest.query(trx)
        .findById(row.id)
        .patch({ status: 'completed', completedAt: now, email: null, additionalInfo: null, updatedAt: now });
      await recordStep(trx, row.id, 'completed', now, { filesRemoved: files, finalMail: !!row.email });
    },
  );

  // The final mail, once delivered (or given up), keeps no address either.
  await OutboxEntry.query(db)
    .where('event', 'deletion_completed')
    .whereIn('status', ['sent', 'logged', 'failed'])
    .whereNot('recipient', '')
    .patch({ recipient: '', subject: null, body: null, payload: '{}' });
  // A one-time erasure code, once sent (or given up), is kept nowhere.
  await OutboxEntry.query(db).where('event', 'erasure_code').whereIn('status', ['sent', 'logged', 'failed']).whereNotNull('body').patch({ body: null, payload: '{}' });

  const unconfirmedRedacted = await drain(
    db,
    (q) => q.where('status', 'awaiting_confirmation').whereNotNull('email').where('confirmExpiresAt', '<=', new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * DAY_MS)),
    async (trx, row) => {
      await DataDeletionRequest.query(trx).findById(row.id).patch({ email: null, additionalInfo: null, confirmTokenHash: null, updatedAt: now });
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
