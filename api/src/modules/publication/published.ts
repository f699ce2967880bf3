/**
 * The one rule of what the public may read of a request (docs/open311.md, "Privacy"): every public
 * read (Open311 lists, details and tokens; the anonymous similar-request hints) filters by it, through
 * the ServiceRequest model's `published` modifier, so a request nobody chose to publish cannot leak
 * through a read that forgot a condition.
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
 * Raw SQL on snake_case columns (its one binding is REMOVED_TEXT): the modifier uses it as a
 * condition on any alias of `requests`, and the hints select it as a column.
 */
export function publishedSql(alias = 'requests'): string {
  return `(${alias}.show_publicly
    and ${alias}.status <> 'rejected'
    and ${alias}.name <> ?
    and exists (select 1 from request_types pt where pt.name = ${alias}.request_type and pt.visibility = 'public')
    and (${alias}.submitter_id is null
      or exists (select 1 from users pu where pu.id = ${alias}.submitter_id and pu.is_active and pu.deleted_at is null)))`;
}
