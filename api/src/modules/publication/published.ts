import type { Knex } from 'knex';
import { REMOVED_TEXT } from '../data-deletion/deletion-policy';

/**
 * The one rule of what the public may read of a request (docs/open311.md, "Privacy"): every public
 * read (Open311 lists, details and tokens; the anonymous similar-request hints) filters by it, so
 * a request nobody chose to publish cannot leak through a read that forgot a condition.
 *
 * Published = all of:
 * - its type is `public` (things in the street; a private type is never published, whatever was ticked);
 * - its citizen ticked "Show this on the public map and reports" (`show_publicly`);
 * - it is not rejected: a rejection is how staff take down a request that turned out to be about a
 *   person (or abusive), so no separate "personal" mark is needed;
 * - it is not anonymised (the data deletion writes REMOVED_TEXT over the name: its words go with it);
 * - its account, if any, is live: a confirmed deletion disables the account at once, days before the
 *   anonymisation, and an administrator's delete or deactivation takes it down too.
 *
 * Raw SQL on snake_case columns so it fits any builder (knex or Objection) and any alias of `requests`.
 */
export function publishedSql(alias = 'requests'): string {
  return `(${alias}.show_publicly
    and ${alias}.status <> 'rejected'
    and ${alias}.name <> ?
    and exists (select 1 from request_types pt where pt.name = ${alias}.request_type and pt.visibility = 'public')
    and (${alias}.submitter_id is null
      or exists (select 1 from users pu where pu.id = ${alias}.submitter_id and pu.is_active and pu.deleted_at is null)))`;
}

/** The rule as a where clause on `requests` (or its alias): `query.where(published('r'))`. */
export function published(alias = 'requests') {
  return (builder: Knex.QueryBuilder): void => {
    builder.whereRaw(publishedSql(alias), [REMOVED_TEXT]);
  };
}
