import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { RequestStatus, SimilarRequestHint, StaffSimilarRequest } from '@cc/types';
import { SIMILAR_TEXT_MAX } from '@cc/validation';
import { SIMILARITY_TEXT_EXPRESSION } from '../../db/migrations/018-duplicate-hints';
import { HINT_TERMS_EXPRESSION } from '../../db/migrations/028-hint-terms';
import { REMOVED_TEXT } from '../data-deletion/deletion-policy';
import { publishedSql } from '../publication/published';
import { redactPersonalData } from '../publication/redact';
import { isCitizenRole } from '../request-workflow';
import { OPEN_STATUSES } from '../sla/open-statuses';
import { findVisibleRequest } from '../requests/request-read.service';
import type { Viewer } from '../requests/request-scope';
import { ServiceRequest } from '../requests/request.model';
import { hintTsQuery, queryTerms } from './hint-terms';

/** At most this many hints: enough to recognise one's problem, too few to browse the office's requests. */
export const HINT_LIMIT = 5;

/**
 * The statuses of the partial index (migration 018) as literal SQL: the planner matches a partial
 * index's predicate against the query's text, so it is spelled out rather than bound (the `open`
 * modifier binds them). Raw for that reason.
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
 * recheck read every one of them (17-32 s at 1 M rows; decision 0050). Word similarity keeps
 * the candidates to those holding most of the typed trigrams.
 */
function similarOpen(db: Knex, query: SimilarQuery): QueryBuilder<ServiceRequest> {
  const text = query.text.toLowerCase().slice(0, SIMILAR_TEXT_MAX);
  return ServiceRequest.query(db)
    .where('requests.district', query.district)
    .andWhere('requests.requestType', query.requestType)
    // raw: the partial index's predicate as literal SQL (OPEN_STATUS_SQL).
    .whereRaw(OPEN_STATUS_SQL)
    // raw (condition and order): pg_trgm's operators on the indexed expression of migration 018.
    .whereRaw(`? <% ${SIMILARITY_TEXT_EXPRESSION}`, [text])
    .orderByRaw(`? <<-> ${SIMILARITY_TEXT_EXPRESSION}, requests.id desc`, [text])
    .limit(HINT_LIMIT);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A hint is a courtesy: its lookup gets this long, then answers no hints rather than hold a
 * connection (measured at 1 M rows with one very large district-and-type bucket: the trigram
 * bitmap is lossy and its recheck can read tens of thousands of rows; decision 0050).
 */
export const HINT_STATEMENT_TIMEOUT_MS = 1500;
const QUERY_CANCELED = '57014';
/** The SQLSTATE of a failed lookup: a model query's error is Objection's wrapper, the driver's error its `nativeError`. */
const sqlState = (error: unknown) => {
  const failed = error as { code?: string; nativeError?: { code?: string } } | null;
  return failed?.nativeError?.code ?? failed?.code;
};

/**
 * And at most this many lookups per process at once, with a few more waiting their turn; beyond
 * that a lookup answers no hints at once (cockatiel's bulkhead). A lookup in the busiest district
 * and type takes ~100 ms at 1 M rows; a queue of slow lookups must never hold the connection pool
 * that filing and the lists share (the bench, decision 0050).
 */
const HINT_CONCURRENT_LOOKUPS = 2;
const HINT_QUEUED_LOOKUPS = 4;
const hintLookups = bulkhead(HINT_CONCURRENT_LOOKUPS, HINT_QUEUED_LOOKUPS);

async function bounded<T>(db: Knex, read: (trx: Knex) => PromiseLike<T[]>): Promise<T[]> {
  try {
    return await hintLookups.execute(() =>
      db.transaction(async (trx) => {
        // raw: a setting of the transaction, no table.
        await trx.raw(`set local statement_timeout = ${HINT_STATEMENT_TIMEOUT_MS}`);
        return read(trx);
      }),
    );
  } catch (error) {
    if (error instanceof BulkheadRejectedError || sqlState(error) === QUERY_CANCELED) return [];
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
function hintsVisibleTo(query: QueryBuilder<ServiceRequest>, caller: HintCaller): QueryBuilder<ServiceRequest> {
  if (caller && !isCitizenRole(caller.role)) return query;
  return query.where((visible) => {
    visible.modify('published');
    if (caller) visible.orWhere('requests.submitterId', caller.id);
  });
}

/**
 * At most this many requests sharing the terms are ranked. A term pair every complaint of a busy
 * district and type has ("water", "supply") would otherwise rank thousands; the cap bounds the
 * rows read per lookup whatever is typed.
 */
export const HINT_CANDIDATES = 100;
/** The opening shown: enough to recognise a problem; read a little longer so the redaction sees whole numbers. */
export const OPENING_CHARS = 140;
const OPENING_READ = 400;

/** The first line of a published description, redacted, then cut at a word. */
export function openingLine(line: string, cutOffByRead: boolean): string {
  // A line cut by the read may end in half a number the redaction cannot recognise: its last word goes.
  const whole = cutOffByRead ? line.replace(/\s*\S*$/, '') : line;
  const text = redactPersonalData(whole).replace(/\s+/g, ' ').trim();
  if (text.length <= OPENING_CHARS) return text;
  const cut = text.slice(0, OPENING_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : OPENING_CHARS)}…`;
}

interface FormHintRow {
  id: number | string;
  requestId: string;
  requestType: string;
  status: string;
  createdAt: Date;
  district: string;
  vidhansabha: string | null;
  published: boolean;
  opening: string | null;
  shared: number | string;
}

/**
 * The request form's hints (anyone filing, signed in or not): the public part of each similar open
 * request of the district and type (code, type, place, status, date) and, only when it is published
 * (publication/published.ts), the redacted first line of its description and its Open311 record to
 * follow. No name, phone or address is read; an unpublished description never leaves the database.
 *
 * Matched by meaning (hint-terms.ts): the typed text's terms, any two of them among the stored
 * description's terms, through the GIN index of migration 028 together with the district and type
 * equalities. Ranked by the terms shared, then the newest, among the first HINT_CANDIDATES found.
 */
export async function similarForText(db: Knex, query: SimilarQuery, caller: HintCaller): Promise<SimilarRequestHint[]> {
  const terms = queryTerms(query.text.slice(0, SIMILAR_TEXT_MAX));
  if (terms.length === 0) return [];
  const rows: FormHintRow[] = await bounded(db, (trx) => {
    const candidates = hintsVisibleTo(
      ServiceRequest.query(trx)
        .where('requests.district', query.district)
        .andWhere('requests.requestType', query.requestType)
        // raw: the partial index's predicate as literal SQL (OPEN_STATUS_SQL).
        .whereRaw(OPEN_STATUS_SQL)
        // raw: a full text match on the indexed expression of migration 028.
        .whereRaw(`${HINT_TERMS_EXPRESSION} @@ ?::tsquery`, [hintTsQuery(terms)]),
      caller,
    )
      .select('requests.id', 'requests.requestId', 'requests.requestType', 'requests.status', 'requests.createdAt', 'requests.district', 'requests.vidhansabha')
      // raw: the publication rule as a column, and SQL functions (the opening line, the stored terms) read in the database.
      .select(trx.raw(`${publishedSql('requests')} as published`, [REMOVED_TEXT]))
      .select(trx.raw(`case when ${publishedSql('requests')} then left(split_part(btrim(requests.description, E' \\r\\n\\t'), E'\\n', 1), ${OPENING_READ + 1}) end as opening`, [REMOVED_TEXT]))
      .select(trx.raw('cc_hint_terms(requests.description) as terms'))
      .limit(HINT_CANDIDATES);
    // Ranked over the candidates (a subquery of requests), in the same statement.
    return ServiceRequest.query(trx)
      .from(candidates.as('candidates'))
      .select('candidates.*')
      // raw: an aggregate over the candidate's term array.
      .select(trx.raw('(select count(*) from unnest(candidates.terms) term where term = any(?::text[])) as shared', [terms]))
      .orderByRaw('shared desc, candidates.created_at desc, candidates.id desc')
      .limit(HINT_LIMIT)
      .castTo<FormHintRow[]>();
  });
  return rows.map((row) => ({
    requestId: row.requestId,
    requestType: row.requestType,
    status: row.status as RequestStatus,
    createdAt: iso(row.createdAt),
    district: row.district,
    vidhanSabha: row.vidhansabha && row.vidhansabha !== 'other' ? row.vidhansabha : null,
    opening: row.published && row.opening ? openingLine(row.opening.slice(0, OPENING_READ), row.opening.length > OPENING_READ) || null : null,
    followPath: row.published ? `/open311/v2/requests/${encodeURIComponent(row.requestId)}.json` : null,
  }));
}

/** A title shorter than this says too little to compare by; the description's opening stands in. */
const TITLE_MIN = 10;
const STAFF_OPENING_CHARS = 200;

/**
 * What a staff member's request is compared by: its title, the few words that name the problem, or
 * without one the opening of its description. Not the whole account: a description's common
 * phrasing ("the problem has continued for… and affects about… families") matched every open
 * request of its district and type at 1 M rows (3.9 s, cancelled by the timeout: no hints at all);
 * the title takes ~110 ms there (decision 0050).
 */
function staffHintText(request: { title: string | null; description: string }): string {
  const title = request.title?.trim() ?? '';
  return title.length >= TITLE_MIN ? title : request.description.slice(0, STAFF_OPENING_CHARS);
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
    return query.modify('visibleTo', viewer).castTo<HintRow[]>().select('requests.id', 'requests.requestId', 'requests.title', 'requests.requestType', 'requests.status', 'requests.createdAt');
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
