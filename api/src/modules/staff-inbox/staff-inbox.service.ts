import type { Inbox, InboxEventKind } from '@cc/types';
import type { Knex } from 'knex';
import { RequestHistory } from '../requests/request-history.model';
import { ServiceRequest } from '../requests/request.model';
import { StaffInboxMark } from './staff-inbox-mark.model';

export const INBOX_LIMIT = 20;

/**
 * Events for one user, newest first:
 * - assignment: a forward, an assignment or an automatic escalation (the SLA scheduler's) by someone
 *   else that made a request mine, while it still is;
 * - reopened: a request assigned to me that its citizen reopened;
 * - overdue: an open request assigned to me whose due time (the SLA clock's due_at) has passed.
 * Unread = newer than the user's "seen" mark (no mark: everything is unread).
 */
export async function readInbox(db: Knex, userId: number): Promise<Inbox> {
  const mark = await StaffInboxMark.query(db).findById(userId).select('seenAt');
  const seenAt = mark ? new Date(mark.seenAt) : null;

  const assignments = RequestHistory.query(db)
    .alias('h')
    .joinRelated('request', { alias: 'r' })
    .whereIn('h.action', ['approve_forward', 'assign', 'escalate'])
    .andWhere('r.assigned_to', userId)
    .andWhere((q) => q.whereNull('h.user_id').orWhereNot('h.user_id', userId))
    // raw: a constant column telling the union's three parts apart.
    .select(db.raw("'assignment' as kind"), 'r.id', 'r.request_id', 'r.title', 'r.request_type', 'r.status', 'h.created_at as at');
  // A citizen reopened a request now mine: the office hears of it here.
  const reopened = RequestHistory.query(db)
    .alias('h')
    .joinRelated('request', { alias: 'r' })
    .where('h.action', 'reopen')
    .andWhere('r.assigned_to', userId)
    // raw: a constant column telling the union's three parts apart.
    .select(db.raw("'reopened' as kind"), 'r.id', 'r.request_id', 'r.title', 'r.request_type', 'r.status', 'h.created_at as at');
  const overdue = ServiceRequest.query(db)
    .alias('r')
    .where('r.assigned_to', userId)
    .modify('open')
    .andWhere('r.due_at', '<', db.fn.now())
    // raw: a constant column telling the union's three parts apart.
    .select(db.raw("'overdue' as kind"), 'r.id', 'r.request_id', 'r.title', 'r.request_type', 'r.status', 'r.due_at as at');

  // The three parts as one UNION ALL, read as a derived table: the page and the unread count, each one statement.
  const union = db.queryBuilder().unionAll([assignments, reopened, overdue].map((part) => part.toKnexQuery()), true);
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
  await StaffInboxMark.query(db).insert({ userId, seenAt: db.fn.now() }).onConflict('userId').merge({ seenAt: db.fn.now() });
}
