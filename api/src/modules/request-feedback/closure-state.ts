import type { Knex } from 'knex';
import { ServiceRequest } from '../requests/request.model';
import { CLOSED_STATUSES, type ClosureState } from './feedback-rules';

/** The request row a feedback or reopen works on, with its closure state. */
export interface ClosedRequestRow extends ClosureState {
  id: number;
  requestId: string;
  requestType: string;
  district: string;
  submitterId: number | null;
  submitterType: string;
  assignedTo: number | null;
  escalationLevel: number;
  submittedAt: Date;
}

/**
 * The closure time is the last history step into resolved or rejected (history is append-only and
 * every close writes one); requests closed before history existed fall back to resolved_at.
 * Reopens and the rating are counted from their own tables. Subselects of the row's statement.
 */
const closureColumns = (db: Knex) => [
  // raw: an aggregate with a fallback column.
  db.raw(
    `coalesce((select max(h.created_at) from request_history h where h.request_id = requests.id and h.to_status in (${CLOSED_STATUSES.map(() => '?').join(', ')})), requests.resolved_at) as closed_at`,
    [...CLOSED_STATUSES],
  ),
  ServiceRequest.relatedQuery('reopens').count().as('reopens'),
  // raw: an EXISTS as a boolean column.
  db.raw('exists (select 1 from request_feedback f where f.request_id = requests.id) as rated'),
];

const COLUMNS = ['id', 'requestId', 'requestType', 'district', 'status', 'submitterId', 'submitterType', 'assignedTo', 'escalationLevel', 'submittedAt'].map(
  (column) => `requests.${column}`,
);

/**
 * The request by id or code, locked FOR UPDATE when `trx` is given (a rating and a reopen of the
 * same request serialise, the second sees the first's result); undefined when there is none.
 */
export async function readClosedRequest(db: Knex, where: { id: number } | { requestId: string }, lock = false): Promise<ClosedRequestRow | undefined> {
  const query = ServiceRequest.query(db)
    .where(where)
    .select(...COLUMNS, ...closureColumns(db))
    .first()
    .castTo<(Omit<ClosedRequestRow, 'closedAt' | 'status'> & { closedAt: Date | null; status: string }) | undefined>();
  if (lock) query.forUpdate();
  const row = await query;
  if (!row) return undefined;
  const closed = (CLOSED_STATUSES as readonly string[]).includes(row.status);
  return { ...row, id: Number(row.id), closedAt: closed && row.closedAt ? new Date(row.closedAt) : null };
}
