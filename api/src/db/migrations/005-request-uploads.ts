import type { Knex } from 'knex';

export const name = '005-request-uploads';

/**
 * Files sent ahead of a request through POST /api/upload (spec §7). A row lives until a request
 * claims it (its key moves into requests.attachment_path) or a sweep removes it with its file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('request_uploads', (t) => {
    // sha256 of the token in the returned url; the url itself is never stored.
    t.string('id', 64).primary();
    t.string('storage_key', 100).notNullable().unique();
    t.string('attachment_type', 20).notNullable();
    t.string('file_name', 255).notNullable();
    t.integer('size').notNullable();
    // user:<id> or anon:<ip>: only the uploader can attach it to a request.
    t.string('scope', 100).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('claimed_at', { useTz: true });
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('request_uploads');
}
