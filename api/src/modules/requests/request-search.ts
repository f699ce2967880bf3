import { REQUEST_PHONE_KEY_EXPRESSION, REQUEST_SEARCH_EXPRESSION } from '../../db/migrations/015-request-search';
import { containsPattern, likeEscape } from '../../lib/paged';

/**
 * How `?q=` finds requests, each way on its own index (migration 015), so a search costs an index
 * lookup and not a scan of every request:
 * - exactly a request code (CC-2026-000123, any case): the unique index on request_id;
 * - a phone number (10 to 15 digits, with +, spaces or dashes): the phone index, on the last ten
 *   digits, so +91 98765 43210 finds 9876543210;
 * - three characters or more: a substring of Request ID, Title, Citizen Name or District (spec §2),
 *   case ignored, on the pg_trgm index of their one expression;
 * - one or two characters: words of those fields that begin with them. pg_trgm extracts no trigram
 *   from a shorter substring, so '%ab%' could only be a scan of every row; a word start has one
 *   (' ab'), so the same index answers.
 */
export type SearchTerm =
  | { kind: 'code'; code: string }
  | { kind: 'phone'; key: string }
  | { kind: 'text'; text: string };

const REQUEST_CODE = /^cc-\d{4}-\d{6,}$/i;
const PHONE = /^\+?[\d\s-]+$/;

export function searchTerm(q: string): SearchTerm {
  const text = q.trim();
  if (REQUEST_CODE.test(text)) return { kind: 'code', code: text.toUpperCase() };
  const digits = text.replace(/\D/g, '');
  if (PHONE.test(text) && digits.length >= 10 && digits.length <= 15) return { kind: 'phone', key: digits.slice(-10) };
  return { kind: 'text', text };
}

/** A query builder (knex or Objection) that takes these conditions. */
interface Searchable {
  where(column: string, value: string): unknown;
  whereRaw(sql: string, bindings: readonly string[]): unknown;
  whereIn(column: string, values: readonly number[]): unknown;
}

/** The search as a condition on `requests` (the list queries read that table alone, so the migration's expressions apply as they are). */
export type SearchCondition = <B extends Searchable>(query: B) => B;

/**
 * Text matched by at most this many requests of the caller's list is "rare": the page is these
 * rows, sorted. More is "common": the newest-first walk of the list's own index meets matches soon.
 */
export const RARE_MATCHES = 1000;

/** The caller's list query (scope and filters, no order) with `condition` added: the probe of text searches. */
export type SearchProbe = (condition: SearchCondition) => { limit(count: number): PromiseLike<Array<{ id: number | string }>> };

/**
 * The condition for `q`. A code or a phone number is one index lookup. Text is probed first: the
 * caller's own list (scope and filters) without its order, at most RARE_MATCHES + 1 ids. With no
 * order to keep, the planner takes the trigram index for rare text and stops a scan early for
 * common text. Why not the list query at once: PostgreSQL cannot know how a word correlates with a
 * district or a status, and a newest-first walk that expects its page early but meets no match
 * reads the whole table (14-20 s at 1 M rows for a name common elsewhere but absent from the
 * staff member's district). Rare text becomes "one of these ids", sorted by the list's index.
 */
export async function searchCondition(q: string, probe: SearchProbe, rareMatches = RARE_MATCHES): Promise<SearchCondition> {
  const term = searchTerm(q);
  const matching: SearchCondition = (query) => matchTerm(query, term);
  if (term.kind !== 'text') return matching;
  const found = await probe(matching).limit(rareMatches + 1);
  if (found.length > rareMatches) return matching;
  const ids = found.map((row) => Number(row.id));
  return (query) => {
    query.whereIn('requests.id', ids);
    return query;
  };
}

// raw: each condition is the migration's indexed expression, spelled exactly so the planner uses its index.
function matchTerm<B extends Searchable>(query: B, term: SearchTerm): B {
  if (term.kind === 'code') query.where('requests.requestId', term.code);
  else if (term.kind === 'phone') query.whereRaw(`${REQUEST_PHONE_KEY_EXPRESSION} = ?`, [term.key]);
  else if (term.text.length >= 3) query.whereRaw(`${REQUEST_SEARCH_EXPRESSION} like ?`, [containsPattern(term.text)]);
  else {
    const wordStart = `${likeEscape(term.text.toLowerCase())}%`;
    query.whereRaw(`(${REQUEST_SEARCH_EXPRESSION} like ? or ${REQUEST_SEARCH_EXPRESSION} like ?)`, [wordStart, `% ${wordStart}`]);
  }
  return query;
}

/** The search as conditions on `requests` without the probe: the plan of each kind (tests, EXPLAIN). */
export function applySearch<B extends Searchable>(query: B, q: string): B {
  return matchTerm(query, searchTerm(q));
}
