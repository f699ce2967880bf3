import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { HttpError, notFound } from '../../lib/http-error';
import { SHOW_OFFICE_ROLE_SQL } from '../admin-settings/citizen-view-setting';
import { decodeCursor, encodeCursor, isCitizenRole } from '../request-workflow';
import { trackLinks } from '../public-track/track-links';
import { feedbackState } from '../request-feedback/feedback-state';
import type { PRIORITY_FILTERS } from './request-schemas';
import { decodeDueCursor, encodeDueCursor } from './due-cursor';
import type { Paged, RequestDto, RequestListItem } from '@cc/types';
import { toRequestDto, toRequestListItem, type DuplicateOfRow, type PersonRow } from './request-dto';
import { ServiceRequest } from './request.model';
import { countedTotal } from './request-list-total';
import { whereActionable } from './actionable';
import { canSee, type Viewer } from './request-scope';
import { searchCondition, type SearchCondition } from './request-search';
import { OFFICE_TIME_ZONE } from '@cc/types';

export interface ListFilters {
  userId?: number;
  citizenId?: number;
  assignedTo?: number;
  status?: string;
  /** What a request shows as its category: its own, else its request type code (spec §3). */
  category?: string;
  requestType?: string;
  district?: string;
  /** Both spellings of the spec §3 entity name the vidhansabha column. */
  vidhanSabha?: string;
  vidhansabha?: string;
  priority?: PriorityFilter;
  /** Inclusive calendar days (YYYY-MM-DD) in the office's time zone, on the submission time. */
  from?: string;
  to?: string;
  q?: string;
  /** Open requests past their due time only. */
  overdue?: boolean;
  /** Only the requests the viewer may act on now (actionable.ts). */
  actionable?: boolean;
  /** newest (default): created_at desc; due: due_at asc, soonest deadline first (staff worklists). */
  sort?: 'newest' | 'due';
  limit: number;
  cursor?: string;
}

export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

export interface RequestPage {
  items: RequestListItem[];
  nextCursor: string | null;
}

/** A timestamp as PostgreSQL keeps it (microseconds, UTC): the keyset cursors compare it exactly. */
const microsUtc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The columns a list item shows (toRequestListItem): the lean select of the hot list query, with
 * the cursor position beside them. No detail-only column (phone, address, attachment ...).
 */
const LIST_COLUMNS = [
  'id', 'requestId', 'title', 'requestType', 'category', 'status', 'description', 'name', 'district', 'vidhansabha',
  'constituency', 'assignedTo', 'escalationLevel', 'response', 'responseKey', 'submitterId', 'submitterType', 'submittedAt',
  'createdAt', 'updatedAt', 'resolvedAt', 'dueAt',
].map((column) => `requests.${column}`);

/**
 * What a list item (and the detail) shows besides its row, read in the same statement (one query
 * per page or request, not three: decision 0036): the assignee's name and e-mail, and the history
 * steps the workflow stages need (action and time, oldest first). PostgreSQL runs these per row of
 * the page only: they are evaluated after the LIMIT. Correlated json subselects, so raw SQL
 * (selected through listSelect).
 */
const LIST_RELATIONS = [
  // The role's names beside the person's: a citizen may be shown the role instead (request-dto.ts personFor).
  `(select json_build_object('name', u.name, 'email', u.email, 'roleName', r.display_name, 'roleNameHi', r.display_name_hi)
     from users u left join roles r on r.name = u.role where u.id = requests.assigned_to) as list_assignee`,
  `(select coalesce(json_agg(json_build_object('action', h.action, 'createdAt', ${microsUtc('h.created_at')}) order by h.created_at, h.id), '[]')
     from request_history h where h.request_id = requests.id) as list_history`,
  // A duplicate shows the original it was closed in favour of (code, type, status, stages), so its
  // citizen can follow that one; nothing of the original's citizen.
  `(select json_build_object('requestId', o.request_id, 'requestType', o.request_type, 'status', o.status, 'submittedAt', ${microsUtc('o.submitted_at')},
       'resolvedAt', ${microsUtc('o.resolved_at')},
       'history', (select coalesce(json_agg(json_build_object('action', h.action, 'createdAt', ${microsUtc('h.created_at')}) order by h.created_at, h.id), '[]')
                   from request_history h where h.request_id = o.id))
     from requests o where o.id = requests.duplicate_of_id) as list_duplicate_of`,
];

/**
 * The newest note the office wrote for itself (request_history.internal_note, migration 025),
 * selected only for the office's people: a citizen's read does not even read it.
 */
const OFFICE_NOTE = `(select h.internal_note from request_history h
   where h.request_id = requests.id and h.internal_note is not null order by h.created_at desc, h.id desc limit 1) as list_office_note`;

/** Who rejected or resolved it, as of its history step (with the role they acted in); the detail only. */
const DECIDED_BY = `(select json_build_object('name', u.name, 'roleName', r.display_name, 'roleNameHi', r.display_name_hi)
   from request_history h join users u on u.id = h.user_id left join roles r on r.name = h.user_role
   where h.request_id = requests.id and requests.status in ('rejected', 'resolved') and h.action in ('reject', 'complete', 'mark_duplicate')
   order by h.created_at desc, h.id desc limit 1) as detail_decided_by`;

/** What a list row carries besides its columns (LIST_RELATIONS, OFFICE_NOTE for the office). */
interface ListRelations {
  listAssignee: PersonRow | null;
  listHistory: Array<{ action: string; createdAt: string }>;
  listDuplicateOf: DuplicateOfRow | null;
  listOfficeNote?: string | null;
  listShowOfficeRole?: boolean;
}

/**
 * A citizen's read carries the office's choice of what citizens see of its people (admin setting,
 * request-dto.ts personFor); the office's reads carry its newest own note instead.
 */
const relationsFor = (viewer: Viewer) =>
  isCitizenRole(viewer.role) ? [...LIST_RELATIONS, `${SHOW_OFFICE_ROLE_SQL} as list_show_office_role`] : [...LIST_RELATIONS, OFFICE_NOTE];

const citizenViewOf = (row: ListRelations) => ({ showOfficeRole: row.listShowOfficeRole === true });

type RequestQuery = QueryBuilder<ServiceRequest, ServiceRequest[]>;

/** Spec §4 derivation (priority.ts) as a condition on escalation_level; 'urgent' matches nothing. */
function applyPriority(query: RequestQuery, priority: PriorityFilter): void {
  if (priority === 'high') query.where('requests.escalationLevel', '>', 2);
  else if (priority === 'medium') query.where('requests.escalationLevel', '>', 1).andWhere('requests.escalationLevel', '<=', 2);
  else if (priority === 'low') query.where('requests.escalationLevel', '<=', 1);
  else query.whereIn('requests.id', []);
}

/**
 * The filters every list order shares; `now` is the SLA clock's (the database's now() when absent),
 * `search` the condition `q` resolved to (searchCondition, request-search.ts).
 */
function applyFilters(viewer: Viewer, query: RequestQuery, filters: ListFilters, now: Date | undefined, search: SearchCondition | undefined): void {
  // userId and citizenId both name the submitter (spec §7); scoping still applies. Every filter
  // given narrows the list, so two that disagree (category and requestType, say) match nothing.
  for (const submitter of [filters.userId, filters.citizenId]) if (submitter !== undefined) query.where('requests.submitterId', submitter);
  if (filters.assignedTo !== undefined) query.where('requests.assignedTo', filters.assignedTo);
  if (filters.status) query.where('requests.status', filters.status);
  // raw: the category shown falls back to the type (spec §3), a coalesce of two columns.
  if (filters.category) query.whereRaw('coalesce(requests.category, requests.request_type) = ?', [filters.category]);
  if (filters.requestType) query.where('requests.requestType', filters.requestType);
  if (filters.district) query.where('requests.district', filters.district);
  for (const vidhanSabha of [filters.vidhanSabha, filters.vidhansabha]) if (vidhanSabha) query.where('requests.vidhansabha', vidhanSabha);
  if (filters.priority) applyPriority(query, filters.priority);
  // raw (both day bounds): a calendar day of the office's time zone as an instant is PostgreSQL's time zone arithmetic.
  if (filters.from) query.whereRaw('requests.created_at >= (?::date)::timestamp at time zone ?', [filters.from, OFFICE_TIME_ZONE]);
  if (filters.to) query.whereRaw('requests.created_at < (?::date + 1)::timestamp at time zone ?', [filters.to, OFFICE_TIME_ZONE]);
  if (search) search(query);
  if (filters.overdue) query.modify('overdueAt', now);
  if (filters.actionable) whereActionable(query, viewer);
}

/**
 * Newest first by (created_at, id) with a keyset cursor: every filter has an index on
 * (column, created_at desc, id desc), so a page costs the same at row 1 and row 1,000,000.
 * sort=due is its own keyset path on (due_at, id) with its own cursor (requests_due_idx).
 * A page is one query: the rows with their assignees and history steps (LIST_RELATIONS).
 */
export async function listRequests(db: Knex, viewer: Viewer, filters: ListFilters, now?: Date): Promise<RequestPage> {
  if (filters.sort === 'due') return listByDue(db, viewer, filters, now);
  const query = ServiceRequest.query(db)
    .modify('visibleTo', viewer)
    // raw: the cursor keeps the microseconds the order compares (a JS Date keeps milliseconds).
    .select(...listSelect(db, viewer), db.raw(`${microsUtc('requests.created_at')} as cursor_at`))
    .orderBy([
      { column: 'requests.createdAt', order: 'desc' },
      { column: 'requests.id', order: 'desc' },
    ])
    .limit(filters.limit + 1);
  applyFilters(viewer, query, filters, now, await searchOf(db, viewer, filters, now));
  if (filters.cursor !== undefined) {
    const position = decodeCursor(filters.cursor);
    if (!position) throw new HttpError(400, 'invalidCursor', { field: 'cursor' });
    // raw: a row-value comparison, the one condition the (created_at, id) index answers as a range.
    query.whereRaw('(requests.created_at, requests.id) < (?::timestamptz, ?)', [position.createdAt, position.id]);
  }
  // A citizen's own list is short and indexed by submitter: its first page says how many there are
  // ("Showing 10 of 37"), counted in the same statement (a window runs before the LIMIT). The
  // office's lists would pay that count on every page; they page by number instead.
  const counted = viewer.role === 'citizen' && filters.cursor === undefined;
  // raw: a window aggregate.
  if (counted) query.select(db.raw('count(*) over () as list_total'));
  const rows = (await query) as Array<ServiceRequest & { cursorAt: string; listTotal?: string | number }>;
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  const hasMore = rows.length > filters.limit;
  return {
    items: toListItems(viewer, page, now),
    nextCursor: hasMore && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
    ...(counted ? { total: Number(rows[0]?.listTotal ?? 0) } : {}),
  };
}

/** Numbered paging of the admin requests screen (GET /api/admin/requests?page=). */
export interface NumberedPage {
  page: number;
  pageSize: number;
}

export type NumberedListFilters = Omit<ListFilters, 'limit' | 'cursor'> & NumberedPage;

/**
 * One numbered page and the total of the filtered list (spec §2 'Showing X of Y requests'), in the
 * order of `sort`. The offset is a deferred join: it walks the order's index reading ids only, and
 * only the page's rows are read whole, so a deep page costs the skipped index entries, not rows.
 * The total comes from the kept counters when they can answer the filters (request-list-total.ts),
 * else from an exact count of the same filters.
 */
export async function listNumberedPage(db: Knex, viewer: Viewer, filters: NumberedListFilters, now?: Date): Promise<Paged<RequestListItem>> {
  const direction: 'asc' | 'desc' = filters.sort === 'due' ? 'asc' : 'desc';
  const order = [{ column: filters.sort === 'due' ? 'requests.dueAt' : 'requests.createdAt', order: direction }, { column: 'requests.id', order: direction }];
  const search = await searchOf(db, viewer, { ...filters, limit: filters.pageSize }, now);
  const matching = () => {
    const query = ServiceRequest.query(db).modify('visibleTo', viewer);
    if (filters.sort === 'due') query.whereNotNull('requests.dueAt');
    applyFilters(viewer, query, { ...filters, limit: filters.pageSize }, now, search);
    return query;
  };
  const pageIds = matching()
    .select('requests.id')
    .orderBy(order)
    .offset((filters.page - 1) * filters.pageSize)
    .limit(filters.pageSize);
  const [rows, total] = await Promise.all([
    ServiceRequest.query(db).select(...listSelect(db, viewer)).whereIn('requests.id', pageIds).orderBy(order),
    countedTotal(db, viewer, filters) ?? matching().resultSize(),
  ]);
  return { items: toListItems(viewer, rows, now), total, page: filters.page, pageSize: filters.pageSize };
}

/** Soonest deadline first; requests without a due time are not in this order. */
async function listByDue(db: Knex, viewer: Viewer, filters: ListFilters, now: Date | undefined): Promise<RequestPage> {
  const query = ServiceRequest.query(db)
    .modify('visibleTo', viewer)
    // raw: the cursor keeps the microseconds the order compares (a JS Date keeps milliseconds).
    .select(...listSelect(db, viewer), db.raw(`${microsUtc('requests.due_at')} as cursor_at`))
    .whereNotNull('requests.dueAt')
    .orderBy([
      { column: 'requests.dueAt', order: 'asc' },
      { column: 'requests.id', order: 'asc' },
    ])
    .limit(filters.limit + 1);
  applyFilters(viewer, query, filters, now, await searchOf(db, viewer, filters, now));
  if (filters.cursor !== undefined) {
    const position = decodeDueCursor(filters.cursor);
    if (!position) throw new HttpError(400, 'invalidCursor', { field: 'cursor' });
    // raw: a row-value comparison, the one condition the (due_at, id) index answers as a range.
    query.whereRaw('(requests.due_at, requests.id) > (?::timestamptz, ?)', [position.dueAt, position.id]);
  }
  const rows = (await query) as Array<ServiceRequest & { cursorAt: string }>;
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    items: toListItems(viewer, page, now),
    nextCursor: rows.length > filters.limit && last ? encodeDueCursor({ dueAt: last.cursorAt, id: last.id }) : null,
  };
}

/** `q` as a condition, probed inside the caller's scope and filters (request-search.ts). */
function searchOf(db: Knex, viewer: Viewer, filters: ListFilters, now: Date | undefined): Promise<SearchCondition> | undefined {
  if (!filters.q) return undefined;
  return searchCondition(filters.q, (condition) => {
    const probe = ServiceRequest.query(db).modify('visibleTo', viewer).select('requests.id');
    applyFilters(viewer, probe, filters, now, condition);
    return probe;
  });
}

// raw: correlated json subselects (LIST_RELATIONS): a page stays one statement.
const listSelect = (db: Knex, viewer: Viewer) => [...LIST_COLUMNS, ...relationsFor(viewer).map((sql) => db.raw(sql))];

/** The page's items (the extra row that told us about a next page is not among them). */
function toListItems(viewer: Viewer, page: ServiceRequest[], now: Date | undefined): RequestListItem[] {
  return page.map((row) => {
    const relations = row as ServiceRequest & ListRelations;
    const { listAssignee, listHistory, listDuplicateOf, listOfficeNote } = relations;
    return toRequestListItem(row, viewer, {
      assignee: listAssignee,
      history: listHistory,
      duplicateOf: listDuplicateOf,
      officeNote: listOfficeNote,
      now,
      citizenView: citizenViewOf(relations),
    });
  });
}

/**
 * A request outside the viewer's scope is indistinguishable from a missing one (404). With a
 * transaction, the row is locked (SELECT ... FOR UPDATE) until it ends.
 */
export async function findVisibleRequest(db: Knex, viewer: Viewer, id: number, forUpdate?: Knex.Transaction): Promise<ServiceRequest> {
  const query = ServiceRequest.query(forUpdate ?? db).findById(id);
  if (forUpdate) query.forUpdate();
  const row = await query;
  if (!row || !canSee(viewer, row)) throw notFound();
  return row;
}

/** One request whole, with its assignee and stage history in the same statement (LIST_RELATIONS). */
export async function getRequestDetail(db: Knex, viewer: Viewer, id: number, now?: Date): Promise<RequestDto> {
  const row = (await ServiceRequest.query(db)
    // raw: correlated json subselects (LIST_RELATIONS, DECIDED_BY): the detail stays one statement.
    .select('requests.*', ...[...relationsFor(viewer), DECIDED_BY].map((sql) => db.raw(sql)))
    .findById(id)) as (ServiceRequest & ListRelations & { detailDecidedBy: PersonRow | null }) | undefined;
  if (!row || !canSee(viewer, row)) throw notFound();
  const dto = toRequestDto(row, viewer, {
    assignee: row.listAssignee,
    history: row.listHistory,
    duplicateOf: row.listDuplicateOf,
    officeNote: row.listOfficeNote,
    decidedBy: row.detailDecidedBy,
    citizenView: citizenViewOf(row),
  });
  // The citizen's own request carries the signed track link their messages carry and what they may
  // do about its outcome (rate it, reopen it); staff never need either.
  const ownRequest = viewer.role === 'citizen' && row.submitterId === viewer.id;
  if (!ownRequest) return dto;
  // A duplicate's citizen follows the original through this request's own link and `duplicateOf`
  // (the original's public status): no link to the original is ever given to them.
  return { ...dto, trackUrl: trackLinks().urlFor(row.requestId), feedback: await feedbackState(db, row.id, now ?? new Date()) };
}
