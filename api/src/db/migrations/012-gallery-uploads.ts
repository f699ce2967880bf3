import type { Knex } from 'knex';

export const name = '012-gallery-uploads';

/**
 * Gallery media sent through the spec §7 three-step upload. A row is made when an admin asks for an
 * upload URL (`pending`), and becomes `public` only after the stored bytes were judged an image or a
 * video by content (`rejected` otherwise, its object removed). Only `public` rows are ever served.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_uploads', (t) => {
    t.increments('id');
    // Server-made, random: the only handle to the bytes (storage/storage-key.ts).
    t.string('storage_key', 100).notNullable().unique();
    // sha256 of the local driver's upload token; the token itself is never stored. Null with S3.
    t.string('token_hash', 64).unique();
    t.string('file_name', 255).notNullable();
    t.string('state', 10).notNullable().defaultTo('pending');
    // The type judged from the bytes at conversion, served as Content-Type.
    t.string('content_type', 100);
    t.bigInteger('size');
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    // The local upload URL is single-use: set when its PUT starts.
    t.timestamp('used_at', { useTz: true });
    t.timestamp('converted_at', { useTz: true });
    t.check("state in ('pending', 'public', 'rejected')", [], 'media_uploads_state_valid');
    t.index(['state', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_uploads');
}
