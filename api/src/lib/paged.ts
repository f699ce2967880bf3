import type { Paged } from '@cc/types';

/** `?page=&pageSize=` as the list schemas convert them (page from 1). */
export interface PageQuery {
  page: number;
  pageSize: number;
  search?: string | null;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern (the default escape character is `\`). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Substring pattern for `like` on a lower-cased column: admin search ignores case. */
export const containsPattern = (search: string) => `%${likeEscape(search.toLowerCase())}%`;

/** Objection's `.page(index, size)` result as the admin lists answer it. */
export function toPaged<Row, Item>(result: { results: Row[]; total: number }, query: PageQuery, toItem: (row: Row) => Item): Paged<Item> {
  return { items: result.results.map(toItem), total: Number(result.total), page: query.page, pageSize: query.pageSize };
}

/** A query builder (knex or Objection) whose `where` takes a group of OR-ed raw conditions. */
interface Searchable {
  where(group: (q: { orWhereRaw(sql: string, bindings: readonly string[]): unknown }) => void): unknown;
}

/**
 * The admin lists' search: the text (case ignored, `%` and `_` literal) as a substring of any of the
 * given SQL expressions. The expressions are the caller's constants, never user input.
 */
export function whereContainsAny<B extends Searchable>(rows: B, search: string | null | undefined, expressions: readonly string[]): B {
  if (!search) return rows;
  const like = containsPattern(search);
  rows.where((q) => {
    // raw: lower() of an SQL expression (coalesce, a joined column), which the builder has no form for.
    for (const expression of expressions) q.orWhereRaw(`lower(${expression}) like ?`, [like]);
  });
  return rows;
}
