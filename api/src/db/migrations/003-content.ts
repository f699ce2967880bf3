import type { Knex } from 'knex';
import { timestamps, tz } from './helpers';

export const name = '003-content';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('message_templates', (t) => {
    t.increments('id');
    t.string('type', 10).notNullable().defaultTo('sms');
    t.string('category', 100).notNullable();
    t.string('title', 200).notNullable();
    t.string('title_hi', 200);
    t.text('content').notNullable();
    t.text('content_hi');
    t.string('language', 10).notNullable().defaultTo('both');
    t.boolean('is_active').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.check("type in ('sms', 'email')", [], 'message_templates_type_valid');
    t.check("language in ('en', 'hi', 'both')", [], 'message_templates_language_valid');
  });

  await knex.schema.createTable('events', (t) => {
    t.increments('id');
    t.string('title', 300).notNullable();
    t.string('title_hi', 300);
    t.text('description');
    t.text('description_hi');
    t.date('event_date').notNullable();
    t.string('event_time', 20);
    t.string('location', 300);
    t.string('location_hi', 300);
    t.string('category', 50).notNullable();
    t.string('priority', 10).notNullable().defaultTo('medium');
    t.boolean('is_public').notNullable().defaultTo(true);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.text('image_url');
    t.text('external_link');
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    timestamps(knex, t);
    t.index(['is_public', 'is_active', 'event_date']);
  });

  await knex.schema.createTable('gallery_items', (t) => {
    t.increments('id');
    t.string('title', 300).notNullable();
    t.string('title_hi', 300);
    t.text('description');
    t.text('description_hi');
    t.string('media_type', 10).notNullable().defaultTo('image');
    t.text('media_url').notNullable();
    t.text('thumbnail_url');
    t.string('category', 50);
    t.jsonb('tags').notNullable().defaultTo('[]');
    t.date('captured_date');
    t.boolean('is_public').notNullable().defaultTo(true);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.integer('view_count').notNullable().defaultTo(0);
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    timestamps(knex, t);
    t.index(['is_public', 'is_active', 'sort_order']);
  });

  await knex.schema.createTable('social_handles', (t) => {
    t.increments('id');
    t.string('platform', 20).notNullable();
    t.string('username', 100).notNullable();
    t.string('display_name', 200).notNullable();
    t.text('profile_url').notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('auto_sync').notNullable().defaultTo(false);
    tz(t, 'last_synced_at');
    timestamps(knex, t);
  });

  await knex.schema.createTable('social_posts', (t) => {
    t.increments('id');
    t.integer('handle_id').references('id').inTable('social_handles').onDelete('SET NULL');
    t.string('platform', 20).notNullable().defaultTo('other');
    // The platform's own id, so a re-sync updates instead of duplicating.
    t.string('external_id', 200);
    tz(t, 'post_date').notNullable();
    t.text('post_url');
    t.text('content');
    t.jsonb('media_urls').notNullable().defaultTo('[]');
    t.integer('likes').notNullable().defaultTo(0);
    t.integer('shares').notNullable().defaultTo(0);
    t.integer('comments').notNullable().defaultTo(0);
    timestamps(knex, t);
    t.unique(['platform', 'external_id']);
  });
  await knex.raw('create index social_posts_post_date_idx on social_posts (post_date desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['social_posts', 'social_handles', 'gallery_items', 'events', 'message_templates']) {
    await knex.schema.dropTable(table);
  }
}
