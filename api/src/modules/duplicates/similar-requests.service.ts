import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import type { Knex } from 'knex';
import type { RequestStatus, SimilarRequestHint, StaffSimilarRequest } from '@cc/types';
import { SIMILAR_TEXT_MAX } from '@cc/validation';
import { SIMILARITY_TEXT_EXPRESSION } from '../../db/migrations/018-duplicate-hints';
import { published } from '../publication/published';
import { isCitizenRole } from '../request-workflow';
import { OPEN_STATUSES } from '../sla/open-statuses';
import { findVisibleRequest } from '../requests/request-read.service';
import { applyScope, type Viewer } from '../requests/request-scope';

/** At most this many hints: enough to recognise one's problem, too few to browse the office's requests. */
export const HINT_LIMIT = 5;

/**
 * The statuses of the partial index (migration 018) as literal SQL: the planner matches a partial
 * index's predicate against the query's text, so it is spelled out rather than bound.
 */
const OPEN_STATUS_SQL = `requests.status in (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`;

export interface SimilarQuery {
  district: string;
  requestType: string;
  text: string;
}

/**
 * Open requests of one district and type whose title and description contain what `text` says, the
 * most similar first: pg_trgm's word similarity (`text <% expr`: the typed words found in a
 * stretch of the stored text, threshold 0.6; a description typed in full scores as high as one
 * still being typed), answered by the GIN index of migration 018 together with the district and
 * type equalities (btree_gin), ranked by the same measure's distance (`<<->`).
 *
 * No whole-text `expr % text` branch: descriptions share their phrasing ("near", "since", the
 * office's own words), so whole-text similarity admits most of a district's bucket and its heap
 * recheck read every one of them (17-32 s at 1 M rows; docs/decisions.md). Word similarity keeps
 * the candidates to those holding most of the typed trigrams.
 */
function similarOpen(db: Knex, query: SimilarQuery): Knex.QueryBuilder {
  const text = query.text.toLowerCase().slice(0, SIMILAR_TEXT_MAX);
  return db('requests')
    .where('requests.district', query.district)
    .andWhere('requests.requestType', query.requestType)
    .whereRaw(OPEN_STATUS_SQL)
    .whereRaw(`? <% ${SIMILARITY_TEXT_EXPRESSION}`, [text])
    .orderByRaw(`? <<-> ${SIMILARITY_TEXT_EXPRESSION}, requests.id desc`, [text])
    .limit(HINT_LIMIT);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A hint is a courtesy: its lookup gets this long, then answers no hints rather than hold a
 * connection (measured at 1 M rows with one very large district-and-type bucket: the trigram
 * bitmap is lossy and its recheck can read tens of thousands of rows; docs/decisions.md).
 */
export const HINT_STATEMENT_TIMEOUT_MS = 1500;
const QUERY_CANCELED = '57014';

/**
 * And at most this many lookups per process at once, with a few more waiting their turn; beyond
 * that a lookup answers no hints at once (cockatiel's bulkhead). A lookup in the busiest district
 * and type takes ~100 ms at 1 M rows; a queue of slow lookups must never hold the connection pool
 * that filing and the lists share (the bench, docs/decisions.md).
 */
const HINT_CONCURRENT_LOOKUPS = 2;
const HINT_QUEUED_LOOKUPS = 4;
const hintLookups = bulkhead(HINT_CONCURRENT_LOOKUPS, HINT_QUEUED_LOOKUPS);

async function bounded<T>(db: Knex, read: (trx: Knex) => Promise<T[]>): Promise<T[]> {
  try {
    return await hintLookups.execute(() =>
      db.transaction(async (trx) => {
        await trx.raw(`set local statement_timeout = ${HINT_STATEMENT_TIMEOUT_MS}`);
        return read(trx);
      }),
    );
  } catch (error) {
    if (error instanceof BulkheadRejectedError || (error as { code?: string }).code === QUERY_CANCELED) return [];
    throw error;
  }
}

interface HintRow {
  id: number | string;
  requestId: string;
  title: string | null;
  requestType: string;
  status: string;
  createdAt: Date;
}

/** Who asks for form hints: nobody (the public form) or a signed-in account. */
export type HintCaller = { id: number; role: string } | undefined;

/**
 * Which requests a form hint may point at. A code plus a keyword is a search over other people's
 * grievances, so the public and citizens get published requests only (publication/published.ts),
 * a citizen also their own; the office (every other role) keeps its full view of the open requests.
 */
function hintsVisibleTo(query: Knex.QueryBuilder, caller: HintCaller): Knex.QueryBuilder {
  if (caller && !isCitizenRole(caller.role)) return query;
  return query.where((visible) => {
    visible.where(published('requests'));
    if (caller) visible.orWhere('requests.submitterId', caller.id);
  });
}

/**
 * The request form's hints (anyone filing, signed in or not): code, type, status and date only.
 * The select is the privacy rule: no name, phone, address, title or description of another
 * citizen is ever read, so none can be returned; the rows are those the caller may be pointed at.
 */
export async function similarForText(db: Knex, query: SimilarQuery, caller: HintCaller): Promise<SimilarRequestHint[]> {
  const rows: Array<Omit<HintRow, 'id' | 'title'>> = await bounded(db, (trx) =>
    hintsVisibleTo(similarOpen(trx, query), caller).select('requests.requestId', 'requests.requestType', 'requests.status', 'requests.createdAt'),
  );
  return rows.map((row) => ({ requestId: row.requestId, requestType: row.requestType, status: row.status as RequestStatus, createdAt: iso(row.createdAt) }));
}

/** A title shorter than this says too little to compare by; the description's opening stands in. */
const TITLE_MIN = 10;
const OPENING_CHARS = 200;

/**
 * What a staff member's request is compared by: its title, the few words that name the problem, or
 * without one the opening of its description. Not the whole account: a description's common
 * phrasing ("the problem has continued for… and affects about… families") matched every open
 * request of its district and type at 1 M rows (3.9 s, cancelled by the timeout: no hints at all);
 * the title takes ~110 ms there (docs/decisions.md).
 */
function staffHintText(request: { title: string | null; description: string }): string {
  const title = request.title?.trim() ?? '';
  return title.length >= TITLE_MIN ? title : request.description.slice(0, OPENING_CHARS);
}

/**
 * Similar open requests beside one request a staff member views: the same district and type,
 * inside the viewer's scope (request-scope.ts), never the request itself. A request the viewer
 * may not see answers 404 like its detail.
 */
export async function similarForRequest(db: Knex, viewer: Viewer, id: number): Promise<StaffSimilarRequest[]> {
  const request = await findVisibleRequest(db, viewer, id);
  const text = staffHintText(request);
  const rows: HintRow[] = await bounded(db, (trx) => {
    const query = similarOpen(trx, { district: request.district, requestType: request.requestType, text }).whereNot('requests.id', request.id);
    return applyScope(query, viewer).select('requests.id', 'requests.requestId', 'requests.title', 'requests.requestType', 'requests.status', 'requests.createdAt');
  });
  return rows.map((row) => ({
    id: Number(row.id),
    requestId: row.requestId,
    title: row.title,
    requestType: row.requestType,
    status: row.status as RequestStatus,
    createdAt: iso(row.createdAt),
  }));
}
