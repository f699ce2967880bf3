import type { Knex } from 'knex';

export const name = '021-transparency-summary';

/**
 * Upper bounds (hours) of the resolution-time buckets: hourly for a day, six-hourly to two days,
 * daily to thirty, then 45/60/90/180/365 days. A shipped migration keeps its own copy; the service
 * reads them back from transparency/resolution-buckets.ts (same numbers, checked by its test).
 */
const BOUNDS_HOURS = [
  ...Array.from({ length: 24 }, (_, i) => i + 1),
  30, 36, 42, 48,
  ...Array.from({ length: 28 }, (_, i) => (i + 3) * 24),
  45 * 24, 60 * 24, 90 * 24, 180 * 24, 365 * 24,
];

const OPEN = "'pending', 'escalated', 'in_progress', 'assigned'";

/**
 * The public transparency dashboard's summary (docs/decisions/0039-transparency-figures.md):
 * one row per (month of submission in Asia/Kolkata, district, request type) with its status counts,
 * the open ones overdue at refresh time, how many resolved requests had a due time and how many of
 * them were resolved by it, and a sparse histogram of resolution times (bucket index → requests).
 * Histograms add up, so any filter (one district, all types, the last N months) merges a few
 * thousand rows instead of reading a million requests; percentiles are read off the merged histogram.
 * The scheduler refreshes it CONCURRENTLY every few minutes (its unique index makes that possible).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create materialized view transparency_monthly as
    with base as (
      select date_trunc('month', submitted_at at time zone 'Asia/Kolkata')::date as month, district, request_type, status,
        due_at, resolved_at,
        case when status = 'resolved' and resolved_at is not null
          then width_bucket(extract(epoch from (resolved_at - submitted_at)) / 3600.0, array[${BOUNDS_HOURS.join(', ')}]::numeric[])
        end as bucket
      from requests
    ), cells as (
      select month, district, request_type,
        count(*)::int as received,
        count(*) filter (where status = 'resolved')::int as resolved,
        count(*) filter (where status = 'rejected')::int as rejected,
        count(*) filter (where status in (${OPEN}))::int as pending,
        count(*) filter (where status in (${OPEN}) and due_at <= now())::int as overdue,
        count(*) filter (where status = 'resolved' and due_at is not null and resolved_at is not null)::int as resolved_with_due,
        count(*) filter (where status = 'resolved' and resolved_at <= due_at)::int as resolved_within_sla
      from base group by month, district, request_type
    ), histogram as (
      select month, district, request_type, array_agg(bucket order by bucket) as buckets, array_agg(n order by bucket) as bucket_counts
      from (select month, district, request_type, bucket, count(*)::int as n from base where bucket is not null group by 1, 2, 3, 4) b
      group by month, district, request_type
    )
    select c.*, coalesce(h.buckets, '{}') as buckets, coalesce(h.bucket_counts, '{}') as bucket_counts
    from cells c left join histogram h using (month, district, request_type)
    with data`);
  // REFRESH … CONCURRENTLY needs a unique index; the month range reads use it too.
  await knex.raw('create unique index transparency_monthly_key on transparency_monthly (month, district, request_type)');
  await knex.raw(`create table transparency_refreshes (id smallint primary key check (id = 1), refreshed_at timestamptz not null)`);
  await knex.raw('insert into transparency_refreshes (id, refreshed_at) values (1, now())');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists transparency_refreshes');
  await knex.raw('drop materialized view if exists transparency_monthly');
}
