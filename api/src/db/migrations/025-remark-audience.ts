import type { Knex } from 'knex';

export const name = '025-remark-audience';

/**
 * Who reads a remark (docs/security.md, "Office notes"). A step of a request's history keeps the
 * office's own note apart from what the citizen is told:
 * - `request_history.notes`: the step's reason as the citizen may read it (the response of a
 *   reject or resolve), or the office's label of the step;
 * - `request_history.internal_note`: what the office wrote for itself (a note to the official a
 *   request is forwarded or assigned to, a remark between staff). Only staff, officials and
 *   administrators read it; it is never copied to `requests.response`, a citizen's view, the track
 *   page, a message or Open311.
 * History stays append-only (migration 002): the note is written with its step, never later.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('request_history', (t) => {
    t.text('internal_note');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('request_history', (t) => t.dropColumn('internal_note'));
}
