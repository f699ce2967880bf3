import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { isAdminRole, isCitizenRole } from '../request-workflow';

export interface Viewer {
  id: number;
  role: string;
  district: string | null;
  /** The reader's language for stored default remarks (the account's preferred_language); Hindi when absent. */
  language?: 'hi' | 'en';
}

export type ScopeKind = 'own' | 'all' | 'district';

/**
 * Who sees which requests (the one rule used by list, detail, download, stats and actions):
 * - citizen: only the requests they submitted, whatever the query says;
 * - admin, super_admin: all;
 * - every other role: when the user has a district, requests of that district plus those assigned
 *   to them; a user without a district (office-wide staff such as minister_staff) sees all.
 */
export function scopeKind(viewer: Viewer): ScopeKind {
  if (isCitizenRole(viewer.role)) return 'own';
  if (isAdminRole(viewer.role) || !viewer.district) return 'all';
  return 'district';
}

/**
 * The scope as conditions on a query of `table` (the name or alias `requests` has in it). Every read
 * of requests applies it through the ServiceRequest model's `visibleTo` modifier; a knex builder
 * takes the same where calls.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model's query builder
export function applyScope<Q extends Knex.QueryBuilder | QueryBuilder<any, any>>(query: Q, viewer: Viewer, table = 'requests'): Q {
  const kind = scopeKind(viewer);
  const builder = query as Knex.QueryBuilder;
  if (kind === 'own') builder.where(`${table}.submitterId`, viewer.id);
  if (kind === 'district') {
    builder.where((q) => q.where(`${table}.district`, viewer.district).orWhere(`${table}.assignedTo`, viewer.id));
  }
  return query;
}

/** The same rule for one loaded row (detail reads it after loading by id). */
export function canSee(viewer: Viewer, row: { submitterId: number | null; district: string; assignedTo: number | null }): boolean {
  const kind = scopeKind(viewer);
  if (kind === 'own') return row.submitterId === viewer.id;
  if (kind === 'district') return row.district === viewer.district || row.assignedTo === viewer.id;
  return true;
}
