import type { Knex } from 'knex';
import { tz } from './helpers';

export const name = '010-admin-console';

/**
 * The admin console: soft delete of users, the server-side user search index, and the
 * append-only audit log of admin writes. Settings live in `system_settings` (migration 004).
 *
 * The user search matches a substring of one lower-cased expression (docs/decisions/0032-admin-users-and-reference-data.md); the query in modules/admin-users/admin-users.service.ts spells it identically, or
 * the planner cannot use the index.
 */
export const USER_SEARCH_EXPRESSION =
  "lower(username || ' ' || name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))";

export async function up(knex: Knex): Promise<void> {
  // Trusted since PostgreSQL 13: the database owner may create it.
  await knex.raw('create extension if not exists pg_trgm');

  await knex.schema.alterTable('users', (t) => {
    // Set with is_active = false: login and sessions refuse the user, their requests and history keep the name.
    tz(t, 'deleted_at');
  });
  await knex.raw(`create index users_search_trgm_idx on users using gin ((${USER_SEARCH_EXPRESSION}) gin_trgm_ops) where deleted_at is null`);
  // The list's order (newest first) and the role filter of the staff page, live users only.
  await knex.raw('create index users_live_id_idx on users (id desc) where deleted_at is null');
  await knex.raw('create index users_live_role_id_idx on users (role, id desc) where deleted_at is null');
  // Open workload per assignee (GET /api/staff/team).
  await knex.raw("create index requests_open_assigned_idx on requests (assigned_to) where status in ('pending', 'escalated', 'in_progress', 'assigned')");

  await knex.schema.createTable('admin_audit', (t) => {
    t.bigIncrements('id');
    t.integer('actor_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('action', 20).notNullable();
    t.string('entity', 50).notNullable();
    t.string('entity_id', 50);
    tz(t, 'at').notNullable().defaultTo(knex.fn.now());
    t.string('ip', 64);
    t.string('user_agent', 300);
    // Only the changed fields; never a password hash (modules/admin-audit/audit.service.ts).
    t.jsonb('before');
    t.jsonb('after');
    t.check("action in ('create', 'update', 'delete')", [], 'admin_audit_action_valid');
  });
  await knex.raw('create index admin_audit_at_idx on admin_audit (at desc, id desc)');
  await knex.raw('create index admin_audit_entity_idx on admin_audit (entity, entity_id, at desc)');
  // Append-only: an audit row that can be edited proves nothing.
  await knex.raw(`
    create function admin_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'admin_audit is append-only';
    end;
    $$`);
  await knex.raw(`
    create trigger admin_audit_no_change before update or delete on admin_audit
    for each row execute function admin_audit_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_audit');
  await knex.raw('drop function if exists admin_audit_append_only()');
  await knex.raw('drop index if exists requests_open_assigned_idx');
  await knex.raw('drop index if exists users_live_role_id_idx');
  await knex.raw('drop index if exists users_live_id_idx');
  await knex.raw('drop index if exists users_search_trgm_idx');
  await knex.schema.alterTable('users', (t) => t.dropColumn('deleted_at'));
}
