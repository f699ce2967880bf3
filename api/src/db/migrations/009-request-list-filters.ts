import type { Knex } from 'knex';

export const name = '009-request-list-filters';

/**
 * Keyset pagination stays cheap for the list filters added for the spec §7 contract: each has an
 * index of (filter column, created_at desc, id desc) like those of 002. Category is matched as the
 * list shows it (its own, else the request type), hence the expression index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index requests_vidhansabha_created_idx on requests (vidhansabha, created_at desc, id desc)');
  await knex.raw('create index requests_escalation_created_idx on requests (escalation_level, created_at desc, id desc)');
  await knex.raw('create index requests_category_created_idx on requests ((coalesce(category, request_type)), created_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists requests_category_created_idx');
  await knex.raw('drop index if exists requests_escalation_created_idx');
  await knex.raw('drop index if exists requests_vidhansabha_created_idx');
}
