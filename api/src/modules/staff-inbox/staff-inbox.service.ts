import type { Inbox, InboxEventKind } from '@cc/types';
import type { Knex } from 'knex';
import { OPEN_STATUSES } from '../sla/open-statuses';

export const INBOX_LIMIT = 20;

/**
 * Events for one user, newest first:
 * - assignment: a forward, an assignment or an automatic escalation (issue 5's scheduler) by someone
 *   else that made a request mine, while it still is;
 * - reopened: a request assigned to me that its citizen reopened (issue 16);
 * - overdue: an open request assigned to me whose due time (issue 5's due_at) has passed.
 * Unread = newer than the user's "seen" mark (no mark: everything is unread).
 */
export async function readInbox(db: Knex, userId: number): Promise<Inbox> {
  const mark = (await db('staff_inbox_marks').where({ userId }).first('seenAt')) as { seenAt: Date } | undefined;
  const seenAt = mark ? new Date(mark.seenAt) : null;

  const assignments = db('request_history as h')
    .join('requests as r', 'r.id', 'h.request_id')
    .whereIn('h.action', ['approve_forward', 'assign', 'escalate'])
    .andWhere('r.assigned_to', userId)
    .andWhere((q) => q.whereNull('h.user_id').orWhereNot('h.user_id', userId))
    .select(db.raw("'assignment' as kind"), 'r.id', 'r.request_id', 'r.title', 'r.request_type', 'r.status', db.raw('h.created_at as at'));
  // A citizen reopened a request now mine (issue 16): the office hears of it here.
  const reopened = db('request_history as h')
    .join('requests as r', 'r.id', 'h.request_id')
    .where('h.action', 'reopen')
    .andWhere('r.assigned_to', userId)
    .select(db.raw("'reopened' as kind"), 'r.id', 'r.request_id', 'r.title', 'r.request_type', 'r.status', db.raw('h.created_at as at'));
  const overdue = db('requests as r')
    .where('r.assigned_to', userId)
    .whereIn('r.status', [...OPEN_STATUSES])
    .andWhere('r.due_at', '<', db.fn.now())
    .select(db.raw("'overdue' as kind"), 'r.id', 'r.request_id', 'r.title', 'r.request_type', 'r.status', db.raw('r.due_at as at'));

  const union = db.queryBuilder().unionAll([assignments, reopened, overdue], true);
  const events = db.from(union.as('e'));
  const [rows, unreadRow] = await Promise.all([
    events.clone().select('*').orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(INBOX_LIMIT) as Promise<
      Array<{ kind: InboxEventKind; id: number; requestId: string; title: string | null; requestType: string; status: string; at: Date }>
    >,
    (seenAt ? events.clone().where('at', '>', seenAt) : events.clone()).count('* as count').first() as Promise<{ count: string | number } | undefined>,
  ]);
  return {
    unread: Number(unreadRow?.count ?? 0),
    items: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      requestId: row.requestId,
      title: row.title,
      requestType: row.requestType,
      status: row.status,
      at: new Date(row.at).toISOString(),
      unread: !seenAt || new Date(row.at) > seenAt,
    })),
  };
}

/** Everything up to now counts as seen (an upsert, so two tabs marking at once is harmless). */
export async function markInboxRead(db: Knex, userId: number): Promise<void> {
  await db('staff_inbox_marks').insert({ userId, seenAt: db.fn.now() }).onConflict('userId').merge({ seenAt: db.fn.now() });
}
