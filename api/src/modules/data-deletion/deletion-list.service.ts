import type { DeletionRequestItem, Paged } from '@cc/types';
import type { Knex } from 'knex';
import { whereContainsAny, type PageQuery } from '../../lib/paged';
import { DataDeletionRequest } from './data-deletion-request.model';
import { ANONYMISE_WITHIN_DAYS, DAY_MS, REMOVE_WITHIN_DAYS } from './deletion-policy';

type State = DeletionRequestItem['state'];

interface Row {
  id: number;
  requestCode: string;
  email: string | null;
  userId: number | null;
  status: Exclude<State, 'expired'>;
  reason: string | null;
  createdAt: Date;
  confirmExpiresAt: Date | null;
  confirmedAt: Date | null;
  anonymisedAt: Date | null;
  completedAt: Date | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const plusDays = (value: Date | null, days: number) => (value ? new Date(new Date(value).getTime() + days * DAY_MS).toISOString() : null);

function stateOf(row: Row, now: Date): State {
  if (row.status !== 'awaiting_confirmation') return row.status;
  return row.confirmExpiresAt && new Date(row.confirmExpiresAt).getTime() > now.getTime() ? 'awaiting_confirmation' : 'expired';
}

/** GET /api/admin/data-deletion-requests: newest first, searched by request code or e-mail, one state at a time. */
export async function listDeletionRequests(db: Knex, query: PageQuery & { state?: State }, now: Date): Promise<Paged<DeletionRequestItem>> {
  const rows = DataDeletionRequest.query(db).modify((q) => {
    whereContainsAny(q, query.search, ['request_code', 'email']);
    if (query.state === 'awaiting_confirmation') q.where('status', 'awaiting_confirmation').where('confirmExpiresAt', '>', now);
    else if (query.state === 'expired') q.where('status', 'awaiting_confirmation').where((w) => w.whereNull('confirmExpiresAt').orWhere('confirmExpiresAt', '<=', now));
    else if (query.state) q.where('status', query.state);
  });
  const [{ total }] = await rows.clone().count('* as total').castTo<Array<{ total: string }>>();
  const page = (await rows
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
    .offset((query.page - 1) * query.pageSize)
    .limit(query.pageSize)
    .select('id', 'requestCode', 'email', 'userId', 'status', 'reason', 'createdAt', 'confirmExpiresAt', 'confirmedAt', 'anonymisedAt', 'completedAt')
    .castTo<Row[]>());
  return {
    items: page.map((row) => ({
      id: row.id,
      requestCode: row.requestCode,
      email: row.email,
      hasAccount: row.userId !== null,
      state: stateOf(row, now),
      reason: row.reason,
      createdAt: iso(row.createdAt)!,
      confirmExpiresAt: iso(row.confirmExpiresAt),
      confirmedAt: iso(row.confirmedAt),
      anonymisedAt: iso(row.anonymisedAt),
      completedAt: iso(row.completedAt),
      anonymiseBy: plusDays(row.confirmedAt, ANONYMISE_WITHIN_DAYS),
      removeBy: plusDays(row.confirmedAt, REMOVE_WITHIN_DAYS),
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
