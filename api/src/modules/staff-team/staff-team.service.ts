import type { Paged, SessionUser, StaffMember } from '@cc/types';
import type { Knex } from 'knex';
import { ADMIN_ROLES } from '../../policy/policy-table';
import { whereContainsAny, toPaged, type PageQuery } from '../../lib/paged';
import { ServiceRequest } from '../requests/request.model';
import { OPEN_STATUSES } from '../sla/open-statuses';
import { User } from '../users/user.model';

type Row = User & { roleDisplayName: string | null; roleDisplayNameHi: string | null; level: number | null; openWorkload: string | number };

/**
 * The staff page (/web/staff/staff): active non-citizen users with role, level and open workload.
 * A viewer with a district sees that district's staff; admins and staff without a district see all
 * (the same reach as their request scope, modules/requests/request-scope.ts).
 */
export async function listTeam(db: Knex, viewer: SessionUser, query: PageQuery): Promise<Paged<StaffMember>> {
  const openWorkload = ServiceRequest.query(db).whereColumn('requests.assignedTo', 'users.id').whereIn('status', OPEN_STATUSES).count('*').as('openWorkload');
  const rows = User.query(db)
    .leftJoinRelated('roleRecord', { alias: 'roles' })
    .select('users.*', 'roles.displayName as roleDisplayName', 'roles.displayNameHi as roleDisplayNameHi', 'roles.escalationLevel as level', openWorkload)
    .whereNot('users.role', 'citizen')
    .modify('live')
    .where('users.isActive', true)
    .orderBy('roles.escalationLevel', 'desc')
    .orderBy('users.name')
    .orderBy('users.id');
  const isAdmin = (ADMIN_ROLES as readonly string[]).includes(viewer.role);
  if (!isAdmin && viewer.district) rows.where('users.district', viewer.district);
  whereContainsAny(rows, query.search, ['users.name', 'users.username']);
  return toPaged(await rows.page(query.page - 1, query.pageSize), query, (user) => {
    const row = user as Row;
    return {
      id: row.id,
      name: row.name,
      username: row.username,
      role: row.role,
      roleDisplayName: row.roleDisplayName ?? row.role,
      roleDisplayNameHi: row.roleDisplayNameHi ?? null,
      level: Number(row.level ?? 0),
      district: row.district ?? null,
      constituency: row.constituency ?? null,
      department: row.department ?? null,
      openWorkload: Number(row.openWorkload ?? 0),
    };
  });
}
