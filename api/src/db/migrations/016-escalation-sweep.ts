import type { Knex } from 'knex';

export const name = '016-escalation-sweep';

/**
 * The set-based escalation sweep: its batch query walks the overdue requests oldest
 * due first, and resolves the official of level N in district D for the batch in one query.
 * The predicate is spelled as in modules/sla/escalation.service.ts (OPEN_STATUSES, level below
 * MAX_ESCALATION_LEVEL): the planner uses a partial index only for a query that implies it.
 */
export async function up(knex: Knex): Promise<void> {
  // Only rows the sweep may take: open and not yet at level 5. Escalated rows leave it as they
  // reach the top level or close, so its size follows the open backlog, not the table.
  await knex.raw(
    "create index requests_escalation_due_idx on requests (due_at, id) where status in ('pending', 'escalated', 'in_progress', 'assigned') and escalation_level < 5",
  );
  // Active users by role and district, lowest id first: the role is joined to roles.escalation_level.
  await knex.raw('create index users_active_official_idx on users (role, district, id) where is_active');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_active_official_idx');
  await knex.raw('drop index if exists requests_escalation_due_idx');
}
