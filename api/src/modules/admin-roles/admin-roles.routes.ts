import type { Role, RoleInput } from '@cc/types';
import { roleSchema } from '@cc/validation';
import type { Knex } from 'knex';
import { createRouter } from '../../lib/create-router';
import { HttpError } from '../../lib/http-error';
import { registerAuditedResource, type AuditedResource } from '../../lib/audited-resource';
import type { AppRouter } from '../../middleware/require-role';
import { User } from '../users/user.model';
import { RoleRow } from './role.model';

type RoleWithCount = RoleRow & { userCount?: string | number };

const toDto = (row: RoleWithCount): Role => ({
  id: row.id,
  name: row.name,
  displayName: row.displayName,
  displayNameHi: row.displayNameHi ?? null,
  description: row.description ?? null,
  escalationLevel: row.escalationLevel,
  isActive: row.isActive,
  isSystem: row.isSystem,
  userCount: Number(row.userCount ?? 0),
});

/** Live users holding the role (users.role is the role's name): a count, read beside each role. */
const userCount = (db: Knex) => User.query(db).whereColumn('users.role', 'roles.name').whereNull('users.deletedAt').count('*').as('userCount');

/**
 * Spec §7 Admin roles: list (by escalation level, with user counts), add, edit (PATCH), delete.
 * Admins create custom roles only; system roles (super_admin, admin, citizen) keep their name and
 * are never deleted (spec §6). Renaming a custom role carries its users along (FK on update cascade).
 */
export const adminRoles: AuditedResource<RoleRow, Role, Required<RoleInput>> = {
  path: '/api/admin/roles',
  model: RoleRow,
  entity: 'role',
  schema: roleSchema,
  toDto,
  searchColumns: ['name', 'display_name', "coalesce(display_name_hi, '')"],
  listOrder: [{ column: 'roles.escalationLevel' }, { column: 'roles.id' }],
  columns: (db) => ['roles.*', userCount(db)],
  updateMethod: 'PATCH',
  deletedMessage: 'roleDeleted',
  serverFields: () => ({ isSystem: false }),
  unique: { column: 'name', messageKey: 'roleNameTaken' },
  // The count is not the role's own field.
  audited: ({ userCount: _count, ...role }) => role,
  protections: {
    async update(_trx, before, sent) {
      if (before.isSystem && (sent.name ?? before.name) !== before.name) throw new HttpError(403, 'systemRoleNameLocked', { field: 'name' });
    },
    // Spec §8 'Cannot delete': a system role, or one a live user holds. Deleted users still holding
    // it fall back to citizen, so the foreign key does not block it.
    async delete(trx, before) {
      if (before.isSystem) throw new HttpError(403, 'systemRolesCannotBeDeleted');
      if (before.userCount > 0) throw new HttpError(409, 'roleInUse');
      await User.query(trx).where({ role: before.name }).whereNotNull('deletedAt').patch({ role: 'citizen' });
    },
  },
};

export function adminRolesRouter(): AppRouter {
  const router = createRouter();
  registerAuditedResource(router, adminRoles);
  return router;
}
