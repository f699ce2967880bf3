import type { Knex } from 'knex';

export const name = '024-publication';

/**
 * What the public may read of a request (docs/open311.md, "Privacy"). Nothing a citizen writes
 * leaves the office unless they chose it:
 * - `request_types.visibility`: 'public' for things in the street (roads, water, power lines), which
 *   a neighbour may see and confirm; 'private' for anything about a person (welfare, health, jobs),
 *   which is never published whatever the citizen ticks. New types start private.
 * - `requests.show_publicly`: the citizen's opt-in on the form, off unless ticked.
 * - `requests.public_note`: the one staff remark chosen for the public (Open311 `status_notes`);
 *   the response to the citizen (`requests.response`) is never published.
 * The rule that combines them is `publishedRequest` in modules/publication/published.ts.
 */
export const PUBLIC_TYPE_NAMES = ['infrastructure', 'transport-roads', 'water-supply', 'electricity'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('request_types', (t) => {
    t.string('visibility', 10).notNullable().defaultTo('private');
    t.check("visibility in ('public', 'private')", [], 'request_types_visibility_valid');
  });
  // The street kinds of the reference types (a fresh database gets them from the reference seed).
  await knex('request_types').whereIn('name', PUBLIC_TYPE_NAMES).update({ visibility: 'public' });
  await knex.schema.alterTable('requests', (t) => {
    t.boolean('show_publicly').notNullable().defaultTo(false);
    t.text('public_note');
  });
  // Open311 lists read the few published rows newest first, not the whole table.
  await knex.raw('create index requests_shown_publicly_idx on requests (submitted_at desc, id desc) where show_publicly');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists requests_shown_publicly_idx');
  await knex.schema.alterTable('requests', (t) => t.dropColumns('show_publicly', 'public_note'));
  await knex.schema.alterTable('request_types', (t) => {
    t.dropChecks('request_types_visibility_valid');
    t.dropColumn('visibility');
  });
}
