import type { Knex } from 'knex';
import { timestamps, tz } from './helpers';

export const name = '004-infrastructure';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('data_deletion_requests', (t) => {
    t.increments('id');
    t.string('request_code', 30).notNullable().unique();
    t.string('email', 254).notNullable();
    t.string('reason', 50);
    t.text('additional_info');
    t.string('status', 20).notNullable().defaultTo('pending');
    tz(t, 'processed_at');
    timestamps(knex, t);
    t.index(['status', 'created_at']);
  });

  await knex.schema.createTable('captcha_challenges', (t) => {
    // sha256 of the token handed to the client; the token itself is never stored.
    t.string('id', 64).primary();
    t.string('question', 200).notNullable();
    t.string('answer_hash', 64).notNullable();
    t.string('language', 2).notNullable().defaultTo('en');
    tz(t, 'expires_at').notNullable();
    tz(t, 'used_at');
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['expires_at']);
  });

  await knex.schema.createTable('sessions', (t) => {
    // sha256 of the cookie token: a leaked table does not yield usable cookies.
    t.string('id', 64).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('csrf_token', 64).notNullable();
    t.string('ip', 64);
    t.string('user_agent', 300);
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    tz(t, 'last_seen_at').notNullable().defaultTo(knex.fn.now());
    tz(t, 'expires_at').notNullable();
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('login_attempts', (t) => {
    t.increments('id');
    t.string('username', 100).notNullable();
    t.string('ip', 64).notNullable();
    t.integer('failures').notNullable().defaultTo(0);
    tz(t, 'last_failure_at');
    tz(t, 'locked_until');
    t.unique(['username', 'ip']);
  });

  await knex.schema.createTable('rate_limit_buckets', (t) => {
    t.string('key', 200).primary();
    tz(t, 'window_started_at').notNullable();
    t.integer('hits').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('notification_outbox', (t) => {
    t.bigIncrements('id');
    t.string('channel', 10).notNullable();
    t.string('recipient', 254).notNullable();
    t.string('template', 100);
    t.jsonb('payload').notNullable().defaultTo('{}');
    // Exactly-once delivery across processes: one row per logical notification.
    t.string('dedupe_key', 200).unique();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    tz(t, 'available_at').notNullable().defaultTo(knex.fn.now());
    tz(t, 'locked_at');
    tz(t, 'sent_at');
    t.text('last_error');
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'available_at']);
  });

  await knex.schema.createTable('system_settings', (t) => {
    t.string('key', 100).primary();
    t.jsonb('value').notNullable();
    t.integer('updated_by').references('id').inTable('users').onDelete('SET NULL');
    timestamps(knex, t);
  });

  await knex.schema.createTable('idempotency_keys', (t) => {
    // scope: the account, or an anonymous filer's phone (request-intake.service.ts), so two callers cannot collide on a key.
    t.string('scope', 100).notNullable();
    t.string('key', 200).notNullable();
    t.string('request_hash', 64).notNullable();
    t.integer('response_status');
    t.jsonb('response_body');
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    t.primary(['scope', 'key']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'system_settings',
    'notification_outbox',
    'rate_limit_buckets',
    'login_attempts',
    'sessions',
    'captcha_challenges',
    'data_deletion_requests',
  ]) {
    await knex.schema.dropTable(table);
  }
}
