import type { Knex } from 'knex';

export const name = '014-request-counters';

/** Statuses whose SLA clock runs (sla/open-statuses.ts; a shipped migration keeps its own copy). */
const OPEN = "'pending', 'escalated', 'in_progress', 'assigned'";

/**
 * The counters of `requests` that the stats read instead of scanning the table (docs/architecture.md
 * "Request counters"): one row per key with how many requests it has and how many of them have a due
 * time (overdue = those of an open status minus the open ones due after now, see request-stats.service.ts).
 * - request_counts: per (district, request_type, status): admin/office-wide stats, a district's stats,
 *   and the per-district/type sums of the transparency dashboard;
 * - request_assignee_counts: per (assigned_to, district, status), for the "or assigned to me" half of
 *   the district scope (request-scope.ts).
 */
const COUNTERS = [
  { table: 'request_counts', key: ['district', 'request_type', 'status'], where: '' },
  { table: 'request_assignee_counts', key: ['assigned_to', 'district', 'status'], where: 'where assigned_to is not null' },
] as const;

/** The key columns' types, as in `requests`. */
const KEY_TYPES = { district: 'varchar(100)', request_type: 'varchar(100)', status: 'varchar(20)', assigned_to: 'integer' } as const;

/**
 * One INSERT … SELECT … GROUP BY … ON CONFLICT per counter table and statement: +1 per new row, -1 per
 * old row (an UPDATE gives both, so a change of status moves one count). Keys come in sorted order so
 * two transactions lock counter rows in the same order; keys whose delta is zero are not touched, so an
 * UPDATE that changes no key column (a remark, updated_at) writes no counter row.
 */
function applyDelta(counter: (typeof COUNTERS)[number], sources: Array<{ rows: 'new_rows' | 'old_rows'; sign: 1 | -1 }>): string {
  const key = counter.key.join(', ');
  const delta = sources
    .map(({ rows, sign }) => `select ${key}, ${sign} as requests, ${sign} * (due_at is not null)::int as with_due_at from ${rows} ${counter.where}`)
    .join(' union all ');
  return `
    insert into ${counter.table} as c (${key}, requests, with_due_at)
    select ${key}, sum(requests), sum(with_due_at) from (${delta}) delta
    group by ${key} having sum(requests) <> 0 or sum(with_due_at) <> 0 order by ${key}
    on conflict (${key}) do update set requests = c.requests + excluded.requests, with_due_at = c.with_due_at + excluded.with_due_at;`;
}

const SOURCES = {
  INSERT: [{ rows: 'new_rows', sign: 1 }],
  UPDATE: [
    { rows: 'new_rows', sign: 1 },
    { rows: 'old_rows', sign: -1 },
  ],
  DELETE: [{ rows: 'old_rows', sign: -1 }],
} as const;

export async function up(knex: Knex): Promise<void> {
  for (const counter of COUNTERS) {
    const keyColumns = counter.key.map((column) => `${column} ${KEY_TYPES[column]} not null`).join(', ');
    await knex.raw(`
      create table ${counter.table} (${keyColumns},
        requests bigint not null default 0, with_due_at bigint not null default 0,
        primary key (${counter.key.join(', ')}))`);
  }

  // Statement-level AFTER triggers with transition tables: a bulk INSERT … SELECT of a million rows
  // costs one grouped upsert, and every writer (workflow, escalation, admin, seed, FK SET NULL, psql)
  // keeps the counters in its own transaction without remembering to.
  const branches = (Object.keys(SOURCES) as Array<keyof typeof SOURCES>)
    .map((op) => `if tg_op = '${op}' then ${COUNTERS.map((counter) => applyDelta(counter, [...SOURCES[op]])).join('\n')}\n end if;`)
    .join('\n');
  await knex.raw(`
    create function request_counters_apply() returns trigger language plpgsql as $$
    begin
      ${branches}
      return null;
    end;
    $$`);
  await knex.raw('create trigger request_counters_insert after insert on requests referencing new table as new_rows for each statement execute function request_counters_apply()');
  await knex.raw(
    'create trigger request_counters_update after update on requests referencing old table as old_rows new table as new_rows for each statement execute function request_counters_apply()',
  );
  await knex.raw('create trigger request_counters_delete after delete on requests referencing old table as old_rows for each statement execute function request_counters_apply()');
  await knex.raw(`
    create function request_counters_truncate() returns trigger language plpgsql as $$
    begin
      truncate request_counts, request_assignee_counts;
      return null;
    end;
    $$`);
  await knex.raw('create trigger request_counters_truncate after truncate on requests for each statement execute function request_counters_truncate()');

  // Backfill from the rows already there (the triggers above count every later change).
  for (const counter of COUNTERS) {
    const key = counter.key.join(', ');
    await knex.raw(`
      insert into ${counter.table} (${key}, requests, with_due_at)
      select ${key}, count(*), count(due_at) from requests ${counter.where} group by ${key}`);
  }

  // Overdue = open with a due time (counters) minus open due after now: this index answers the second
  // part with an index-only scan over the requests not yet due, a set bounded by the intake of one SLA
  // window, not by the table or the overdue backlog (docs/decisions/0038-request-counters-and-stats.md).
  await knex.raw(`create index requests_open_not_due_idx on requests (due_at) include (status, district, request_type, assigned_to) where status in (${OPEN})`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists requests_open_not_due_idx');
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) await knex.raw(`drop trigger if exists request_counters_${trigger} on requests`);
  await knex.raw('drop function if exists request_counters_truncate()');
  await knex.raw('drop function if exists request_counters_apply()');
  await knex.raw('drop table if exists request_assignee_counts');
  await knex.raw('drop table if exists request_counts');
}
