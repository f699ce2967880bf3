import type { Knex } from 'knex';

export const name = '023-transparency-figures';

/**
 * The transparency dashboard's final figures (at 1 M requests, docs/decisions/0039-transparency-figures.md
 * "Transparency figures"): one row per period (`all`, `last-N` months, or a trend month `YYYY-MM`)
 * and scope (a district and a request type, '' for all of them), written by each refresh from
 * `transparency_monthly` (modules/transparency/transparency-summary.ts). A report reads the few
 * dozen rows of its filters by this key instead of merging the monthly rows' histograms per call.
 * `figures` is the answer's JSON shape (TransparencyFigures), so a new figure needs no new column.
 * Filled by the refresh the API runs at start, and every few minutes after.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table transparency_figures (
      period text not null,
      district text not null,
      request_type text not null,
      figures jsonb not null,
      primary key (period, district, request_type)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists transparency_figures');
}
