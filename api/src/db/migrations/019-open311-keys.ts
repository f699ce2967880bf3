import type { Knex } from 'knex';
import { tz } from './helpers';

export const name = '019-open311-keys';

/**
 * Open311 GeoReport v2 API keys (docs/open311.md): one per client, issued and revoked
 * by admins. Only the key's sha256 is stored; the key itself is shown once, at issue. A revoked
 * key keeps its row (the audit log and the requests it filed name it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('open311_keys', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('key_hash', 64).notNullable().unique();
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    tz(t, 'last_used_at');
    tz(t, 'revoked_at');
  });
  // Which client filed a request through Open311 (null for every other intake).
  await knex.schema.alterTable('requests', (t) => {
    t.integer('open311_key_id').references('id').inTable('open311_keys').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('requests', (t) => t.dropColumn('open311_key_id'));
  await knex.schema.dropTable('open311_keys');
}
