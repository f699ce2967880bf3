import type { Knex } from 'knex';
import { hintTermsFunctionSql } from '../../modules/duplicates/hint-terms';

export const name = '028-hint-terms';

/**
 * What the form's hints match by meaning (modules/duplicates/hint-terms.ts): the description's
 * terms as a tsvector. modules/duplicates/similar-requests.service.ts spells it identically, or the
 * planner cannot use the index below.
 */
export const HINT_TERMS_EXPRESSION = 'array_to_tsvector(cc_hint_terms(description))';

/** The open statuses, spelled as shipped (as migration 018). */
const OPEN_STATUS_SQL = "('pending', 'escalated', 'in_progress', 'assigned')";

/**
 * Duplicate hints by meaning:
 * - `cc_hint_terms(text)`: normalised Hindi and English terms (concepts and light stems), built
 *   from the same tables as the TypeScript that reads the typed text;
 * - one GIN index over the open requests: district and type (btree_gin) with the terms' tsvector,
 *   so "any two of these terms, this district and type" is one index scan. An expression, not a
 *   column: nothing to backfill or keep up to date on insert (the index computes it for the open
 *   rows only, the only ones a hint shows), and anonymisation's rewrite of a description follows.
 */
export async function up(knex: Knex): Promise<void> {
  // knex reads every ? as a binding; the function's lazy quantifiers (+?) are literal.
  await knex.raw(hintTermsFunctionSql().replace(/\?/g, '\\?'));
  await knex.raw(
    `create index requests_open_hint_terms_idx on requests using gin (district, request_type, (${HINT_TERMS_EXPRESSION})) where status in ${OPEN_STATUS_SQL}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists requests_open_hint_terms_idx');
  await knex.raw('drop function if exists cc_hint_terms(text)');
}
