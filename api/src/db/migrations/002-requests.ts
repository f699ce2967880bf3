import type { Knex } from 'knex';
import { timestamps, tz } from './helpers';

export const name = '002-requests';

export const REQUEST_STATUSES = ['pending', 'in_progress', 'resolved', 'escalated', 'rejected', 'assigned', 'closed'];

export async function up(knex: Knex): Promise<void> {
  // Display codes (REQ-YYYY-NNNNNN) come from one sequence: unique across processes, sortable.
  await knex.raw('create sequence request_code_seq');

  await knex.schema.createTable('requests', (t) => {
    t.bigIncrements('id');
    t.string('request_id', 30).notNullable().unique();
    t.string('title', 300);
    t.string('request_type', 100).notNullable();
    t.string('category', 100);
    t.string('priority', 20);
    t.string('status', 20).notNullable().defaultTo('pending');
    t.text('description').notNullable();
    t.string('name', 200).notNullable();
    t.string('phone', 20).notNullable();
    t.string('email', 254);
    t.string('voter_id_number', 10);
    t.string('district', 100).notNullable();
    t.string('vidhansabha', 100);
    t.string('constituency', 100);
    t.string('block', 100);
    t.text('address').notNullable();
    t.text('attachment_url');
    t.text('attachment_path');
    t.string('attachment_type', 20);
    t.string('attachment_name', 255);
    t.integer('assigned_to').references('id').inTable('users').onDelete('SET NULL');
    t.integer('escalation_level').notNullable().defaultTo(0);
    t.text('response');
    t.integer('submitter_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('submitter_type', 20).notNullable().defaultTo('citizen');
    tz(t, 'submitted_at').notNullable().defaultTo(knex.fn.now());
    timestamps(knex, t);
    tz(t, 'resolved_at');
    // When the request becomes overdue (standard response time of its type), for escalation jobs.
    tz(t, 'due_at');
    t.check(`status in (${REQUEST_STATUSES.map((s) => `'${s}'`).join(', ')})`, [], 'requests_status_valid');
    t.check('escalation_level between 0 and 5', [], 'requests_escalation_level_range');
  });
  // Keyset pagination (newest first) for each list filter: filter column, then (created_at, id) desc.
  await knex.raw('create index requests_created_idx on requests (created_at desc, id desc)');
  await knex.raw('create index requests_status_created_idx on requests (status, created_at desc, id desc)');
  await knex.raw('create index requests_submitter_created_idx on requests (submitter_id, created_at desc, id desc)');
  await knex.raw('create index requests_assigned_created_idx on requests (assigned_to, created_at desc, id desc)');
  await knex.raw('create index requests_district_created_idx on requests (district, created_at desc, id desc)');
  await knex.raw('create index requests_type_created_idx on requests (request_type, created_at desc, id desc)');
  await knex.raw("create index requests_open_due_idx on requests (due_at) where status in ('pending', 'escalated', 'in_progress', 'assigned')");

  await knex.schema.createTable('request_history', (t) => {
    t.bigIncrements('id');
    t.bigInteger('request_id').notNullable().references('id').inTable('requests').onDelete('CASCADE');
    t.string('action', 50).notNullable();
    t.string('from_status', 20);
    t.string('to_status', 20);
    t.text('notes');
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('user_role', 50);
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    t.index(['request_id', 'created_at']);
  });
  // History is append-only; only a cascade from its request (trigger depth > 1) may remove rows.
  await knex.raw(`
    create function request_history_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
        return old;
      end if;
      raise exception 'request_history is append-only';
    end;
    $$`);
  await knex.raw(`
    create trigger request_history_no_change before update or delete on request_history
    for each row execute function request_history_append_only()`);

  await knex.schema.createTable('escalations', (t) => {
    t.bigIncrements('id');
    t.bigInteger('request_id').notNullable().references('id').inTable('requests').onDelete('CASCADE');
    t.integer('escalation_level').notNullable();
    t.integer('from_user_id').references('id').inTable('users').onDelete('SET NULL');
    t.integer('to_user_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('reason');
    tz(t, 'escalated_at').notNullable().defaultTo(knex.fn.now());
    t.index(['request_id', 'escalated_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('escalations');
  await knex.schema.dropTable('request_history');
  await knex.raw('drop function if exists request_history_append_only()');
  await knex.schema.dropTable('requests');
  await knex.raw('drop sequence if exists request_code_seq');
}
