import type { Knex } from 'knex';
import type { Paged, ReopenAppealItem } from '@cc/types';
import { whereContainsAny, type PageQuery } from '../../lib/paged';
import { ReopenAppeal } from './reopen-appeal.model';

/** A queue row as read: the answer's item, its time still a Date. */
type Row = Omit<ReopenAppealItem, 'createdAt'> & { createdAt: Date };

/** GET /api/admin/reopen-appeals: the reasons that came after a request's second reopen, newest first, searched by request code. */
export async function listReopenAppeals(db: Knex, query: PageQuery): Promise<Paged<ReopenAppealItem>> {
  const rows = ReopenAppeal.query(db)
    .alias('a')
    .joinRelated('request', { alias: 'r' })
    .modify((q) => whereContainsAny(q, query.search, ['r.request_id']));
  const [{ total }] = await rows.clone().count('* as total').castTo<Array<{ total: string }>>();
  const page = (await rows
    .orderBy([{ column: 'a.createdAt', order: 'desc' }, { column: 'a.id', order: 'desc' }])
    .offset((query.page - 1) * query.pageSize)
    .limit(query.pageSize)
    .select('a.id', 'r.id as requestDbId', 'r.requestId as requestCode', 'r.requestType', 'r.district', 'r.status', 'a.reason', 'a.source', 'a.createdAt')
    .castTo<Row[]>());
  return {
    items: page.map((row) => ({ ...row, id: Number(row.id), requestDbId: Number(row.requestDbId), createdAt: new Date(row.createdAt).toISOString() })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
