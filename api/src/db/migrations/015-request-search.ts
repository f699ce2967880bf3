import type { Knex } from 'knex';

export const name = '015-request-search';

/**
 * Request search at a state's scale. The spec §2 search box covers Request ID, Title,
 * Citizen Name and District; they are matched as a substring of ONE lower-cased expression with a
 * pg_trgm GIN index (pg_trgm: migration 010). modules/requests/request-search.ts spells the
 * expressions identically, or the planner cannot use the indexes.
 */
export const REQUEST_SEARCH_EXPRESSION =
  "lower(request_id || ' ' || coalesce(title, '') || ' ' || name || ' ' || district)";

/**
 * The request's phone (free text up to 20 characters on the form) as its last ten digits, the
 * Indian mobile number: `+91 98765-43210` and `9876543210` are the same key.
 */
export const REQUEST_PHONE_KEY_EXPRESSION = "right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index requests_search_trgm_idx on requests using gin ((${REQUEST_SEARCH_EXPRESSION}) gin_trgm_ops)`);
  // A finer sample of the expression (1,000 histogram entries, the default 100): how many rows a
  // word matches is read from it, and the search's probe chooses its plan on that number.
  await knex.raw('alter index requests_search_trgm_idx alter column 1 set statistics 1000');
  // Newest first within one phone number, like the other list filters' (column, created_at, id) indexes.
  await knex.raw(`create index requests_phone_created_idx on requests ((${REQUEST_PHONE_KEY_EXPRESSION}), created_at desc, id desc)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists requests_phone_created_idx');
  await knex.raw('drop index if exists requests_search_trgm_idx');
}
