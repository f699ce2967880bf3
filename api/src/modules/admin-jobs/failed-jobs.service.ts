import type { FailedJobItem, JobHealth, Paged } from '@cc/types';
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { notFound } from '../../lib/http-error';
import { whereContainsAny, type PageQuery } from '../../lib/paged';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { OutboxEntry } from '../notifications/outbox-entry.model';
import { ServiceRequest } from '../requests/request.model';
import { MAX_ESCALATION_LEVEL, OPEN_STATUSES } from '../sla/open-statuses';

/**
 * How long past due a row may wait before it counts as stuck. The dispatcher runs every few
 * seconds and a claim's lease is a minute (dispatcher.ts), so ten minutes means no dispatcher is
 * taking it: none running, or every one failing before it gets there.
 */
const STUCK_AFTER_MINUTES = 10;

type Filter = (q: QueryBuilder<OutboxEntry>) => void;
// raw: the database's clock, as the dispatcher's claim uses it (dispatcher.ts).
const stuckSince = (db: Knex) => db.raw(`now() - interval '${STUCK_AFTER_MINUTES} minutes'`);

/** Failed rows, or pending/sending rows whose turn (or lease) ended long ago. */
const failedOrStuck =
  (db: Knex): Filter =>
  (q) =>
    q
      .where('o.status', 'failed')
      .orWhere((p) => p.where('o.status', 'pending').andWhere('o.nextAttemptAt', '<=', stuckSince(db)))
      .orWhere((p) => p.where('o.status', 'sending').andWhere('o.lockedUntil', '<=', stuckSince(db)));

/**
 * An overdue open request below the top level is escalated by the scheduler's next sweep (every 5
 * minutes by default); one still waiting after half an hour means no scheduler is getting through.
 */
const ESCALATION_STUCK_AFTER_MINUTES = 30;

/** The settings tab's counts: one pass over the outbox's unfinished rows, one count of requests. */
export async function readJobHealth(db: Knex): Promise<JobHealth> {
  const [row] = (await OutboxEntry.query(db)
    .alias('o')
    .where(failedOrStuck(db))
    // raw: two filtered aggregates in one pass.
    .select(db.raw("count(*) filter (where o.status = 'failed')::int as failed"), db.raw("count(*) filter (where o.status <> 'failed')::int as stuck"))) as unknown as Array<{
    failed: number;
    stuck: number;
  }>;
  const [waiting] = (await ServiceRequest.query(db)
    .whereIn('status', OPEN_STATUSES)
    .where('escalationLevel', '<', MAX_ESCALATION_LEVEL)
    // raw: the database's clock, as the escalation sweep uses it.
    .where('dueAt', '<=', db.raw(`now() - interval '${ESCALATION_STUCK_AFTER_MINUTES} minutes'`))
    .count({ n: '*' })) as unknown as Array<{ n: string }>;
  return { failed: row?.failed ?? 0, stuck: row?.stuck ?? 0, escalationsStuck: Number(waiting?.n ?? 0) };
}

/** A joined outbox row: the item's fields as stored, plus what decides `state` and `retryable`. */
type Row = Omit<FailedJobItem, 'state' | 'createdAt' | 'nextAttemptAt' | 'retryable'> & { status: string; createdAt: Date; nextAttemptAt: Date; body: string | null };

const joinedOutbox = (db: Knex) => OutboxEntry.query(db).alias('o').leftJoinRelated('request', { alias: 'r' });

const ROW_COLUMNS = ['o.id', 'o.status', 'o.channel', 'o.event', 'o.recipient', 'r.requestId as requestCode', 'o.attempts', 'o.lastError', 'o.createdAt', 'o.nextAttemptAt', 'o.body'];

const toItem = (row: Row): FailedJobItem => ({
  id: Number(row.id),
  state: row.status === 'failed' ? 'failed' : 'stuck',
  channel: row.channel,
  event: row.event,
  recipient: row.recipient,
  requestCode: row.requestCode,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: new Date(row.createdAt).toISOString(),
  nextAttemptAt: new Date(row.nextAttemptAt).toISOString(),
  retryable: row.status === 'failed' && row.body !== null,
});

/** GET /api/admin/jobs/failed: newest first; search by recipient, event, error or request code. */
export async function listFailedJobs(db: Knex, query: PageQuery): Promise<Paged<FailedJobItem>> {
  const rows = joinedOutbox(db)
    .where(failedOrStuck(db))
    .modify((q) => whereContainsAny(q, query.search, ['o.recipient', "coalesce(o.event, '')", "coalesce(o.last_error, '')", "coalesce(r.request_id, '')"]));
  const [{ total }] = (await rows.clone().count({ total: '*' })) as unknown as Array<{ total: string }>;
  const page = (await rows
    .orderBy([{ column: 'o.createdAt', order: 'desc' }, { column: 'o.id', order: 'desc' }])
    .offset((query.page - 1) * query.pageSize)
    .limit(query.pageSize)
    .select(ROW_COLUMNS)) as unknown as Row[];
  return { items: page.map(toItem), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/**
 * Puts a failed notification back in the queue with a fresh set of attempts: the dispatcher sends
 * it on its next pass (its dedupe key is unchanged, so a provider that saw it before drops it).
 * Only a failed row with a rendered text; anything else answers 404. Audited.
 */
export async function retryFailedJob(db: Knex, actor: Actor, id: number): Promise<FailedJobItem> {
  return db.transaction(async (trx) => {
    const before = await OutboxEntry.query(trx).where({ id, status: 'failed' }).whereNotNull('body').forUpdate().select('id', 'attempts', 'lastError').first();
    if (!before) throw notFound();
    await OutboxEntry.query(trx).findById(id).patch({ status: 'pending', attempts: 0, nextAttemptAt: trx.fn.now(), lockedUntil: null });
    await recordAudit(trx, actor, {
      action: 'update',
      entity: 'notification',
      entityId: id,
      before: { status: 'failed', attempts: before.attempts, lastError: before.lastError },
      after: { status: 'pending', attempts: 0, lastError: before.lastError },
    });
    const row = (await joinedOutbox(trx).where('o.id', id).select(ROW_COLUMNS).first()) as unknown as Row;
    return toItem(row);
  });
}
