import type { Knex } from 'knex';

export const name = '022-list-indexes';

/**
 * Indexes of the list endpoints' hot filters at a state's scale (docs/decisions/0036-request-lists-and-paging.md): each lets a first page be the first entries of one index in the
 * list's own order, instead of a walk that filters or a sort of every match.
 */
export async function up(knex: Knex): Promise<void> {
  // district + status (the district and admin screens' usual view), newest first: the
  // district-only index would read every status of the district to find one status's newest.
  await knex.raw('create index requests_district_status_created_idx on requests (district, status, created_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists requests_district_status_created_idx');
}
