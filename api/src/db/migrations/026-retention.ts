import type { Knex } from 'knex';
import { tz } from './helpers';

export const name = '026-retention';

/** What the citizen's own words read once erased (the same marker as modules/data-deletion REMOVED_TEXT). */
const ERASED = '—';

/** The SMS carrying the one-time code of an erasure without an account (modules/request-erasure). */
export const ERASURE_CODE_TEMPLATE = {
  event: 'erasure_code',
  type: 'sms',
  category: 'event:erasure_code',
  language: 'both',
  title: 'Deletion code',
  titleHi: 'हटाने का कोड',
  content: 'Citizen Connect: {{otp}} is your code to delete request {{requestCode}}. It works for {{minutes}} minutes. Do not share it.',
  contentHi: 'सिटिज़न कनेक्ट: अनुरोध {{requestCode}} हटाने के लिए आपका कोड {{otp}} है। यह {{minutes}} मिनट तक मान्य है। इसे किसी को न बताएँ।',
};

/**
 * Erasure and retention kept by code (docs/data-deletion.md):
 * - `requests.anonymised_at`: when a request's personal data was replaced (an account's deletion,
 *   an erasure by code and phone, or the retention period); the retention job's queue is the
 *   resolved or rejected requests without it, oldest first (partial index).
 * - request_history stays append-only, with one exception: a row's `notes` may be replaced by the
 *   erasure marker, because a citizen's reopen reason is copied there and erasure must reach it.
 * - `data_deletion_requests.service_request_id`: an erasure asked for one request (filed without
 *   an account) by its code and phone; `request_erasure_challenges` the one-time codes sent for it
 *   (sha256 only, expiring, counted attempts).
 * - `retention_runs`: what each run of the retention job did (counts only), shown to the admin.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('requests', (t) => {
    tz(t, 'anonymised_at');
  });
  await knex.raw(
    "create index requests_retention_due_idx on requests ((coalesce(resolved_at, updated_at)), id) where anonymised_at is null and status in ('resolved', 'rejected')",
  );

  await knex.raw(`
    create or replace function request_history_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
        return old;
      end if;
      -- Erasure of the words in a row (a citizen's reopen reason): only notes may change, and only to the marker.
      if tg_op = 'UPDATE' and new.notes = '${ERASED}'
         and (to_jsonb(new) - 'notes') = (to_jsonb(old) - 'notes') then
        return new;
      end if;
      raise exception 'request_history is append-only';
    end;
    $$`);

  await knex.schema.alterTable('data_deletion_requests', (t) => {
    t.bigInteger('service_request_id').references('id').inTable('requests').onDelete('SET NULL');
  });

  await knex.schema.createTable('request_erasure_challenges', (t) => {
    // sha256 of the challenge id handed to the browser; the id itself is never stored.
    t.string('id', 64).primary();
    // Null when the code and phone matched nothing: the answer is the same, the code can never work.
    t.bigInteger('request_id').references('id').inTable('requests').onDelete('CASCADE');
    t.string('otp_hash', 64).notNullable();
    t.smallint('attempts').notNullable().defaultTo(0);
    tz(t, 'expires_at').notNullable();
    tz(t, 'used_at');
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['expires_at']);
  });

  await knex.schema.createTable('retention_runs', (t) => {
    t.bigIncrements('id');
    tz(t, 'started_at').notNullable();
    tz(t, 'finished_at').notNullable();
    t.smallint('request_months').notNullable();
    t.smallint('technical_months').notNullable();
    // Counts only (requests anonymised, rows deleted per kind): never the data itself.
    t.jsonb('counts').notNullable();
    t.index(['started_at']);
  });

  await knex('message_templates').insert(ERASURE_CODE_TEMPLATE);
}

export async function down(knex: Knex): Promise<void> {
  await knex('message_templates').where({ event: ERASURE_CODE_TEMPLATE.event }).delete();
  await knex.schema.dropTableIfExists('retention_runs');
  await knex.schema.dropTableIfExists('request_erasure_challenges');
  await knex.schema.alterTable('data_deletion_requests', (t) => t.dropColumn('service_request_id'));
  await knex.raw(`
    create or replace function request_history_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
        return old;
      end if;
      raise exception 'request_history is append-only';
    end;
    $$`);
  await knex.raw('drop index if exists requests_retention_due_idx');
  await knex.schema.alterTable('requests', (t) => t.dropColumn('anonymised_at'));
}
