import type { Paged, Role, RoleInput } from '@cc/types';
import type { Knex } from 'knex';
import { uniqueViolation } from '../../db/unique-violation';
import { HttpError, notFound } from '../../lib/http-error';
import { whereContainsAny, toPaged, type PageQuery } from '../../lib/paged';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { RoleRow } from './role.model';

export type RoleFields = Required<RoleInput>;

type RoleWithCount = RoleRow & { userCount?: string | number };

function toRole(row: RoleWithCount): Role {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    displayNameHi: row.displayNameHi ?? null,
    description: row.description ?? null,
    escalationLevel: row.escalationLevel,
    isActive: row.isActive,
    isSystem: row.isSystem,
    userCount: Number(row.userCount ?? 0),
  };
}

const auditFields = ({ userCount: _count, ...role }: Role) => role;

/** Live users holding the role (users.role is the role's name). */
const userCount = (db: Knex) => db('users').whereRaw('users.role = roles.name').whereNull('users.deletedAt').count('*').as('userCount');

export async function listRoles(db: Knex, query: PageQuery): Promise<Paged<Role>> {
  const rows = RoleRow.query(db).select('roles.*', userCount(db)).orderBy('roles.escalationLevel').orderBy('roles.id');
  whereContainsAny(rows, query.search, ['name', 'display_name', "coalesce(display_name_hi, '')"]);
  return toPaged(await rows.page(query.page - 1, query.pageSize), query, toRole);
}

async function roleForUpdate(trx: Knex, id: number): Promise<Role> {
  const row = await RoleRow.query(trx).findById(id).select('roles.*', userCount(trx)).forUpdate();
  if (!row) throw notFound();
  return toRole(row);
}

async function assertNameFree(trx: Knex, name: string, exceptId?: number): Promise<void> {
  const taken = await trx('roles').where({ name }).modify((q) => exceptId !== undefined && q.whereNot('id', exceptId)).first('id');
  if (taken) throw new HttpError(409, 'roleNameTaken', { field: 'name' });
}

function asConflict(error: unknown): never {
  if (uniqueViolation(error)) throw new HttpError(409, 'roleNameTaken', { field: 'name' });
  throw error;
}

/** Custom roles (spec §6: admins create them); never a system role. */
export async function createRole(db: Knex, actor: Actor, input: RoleFields): Promise<Role> {
  return db.transaction(async (trx) => {
    await assertNameFree(trx, input.name);
    const row = await RoleRow.query(trx).insertAndFetch({ ...input, isSystem: false }).catch(asConflict);
    const role = toRole(row);
    await recordAudit(trx, actor, { action: 'create', entity: 'role', entityId: role.id, after: auditFields(role) });
    return role;
  });
}

/** Only the fields sent change. A system role keeps its name (spec §6); renaming a custom role carries its users along (FK on update cascade). */
export async function updateRole(db: Knex, actor: Actor, id: number, sent: Partial<RoleFields>): Promise<Role> {
  return db.transaction(async (trx) => {
    const before = await roleForUpdate(trx, id);
    const { id: _id, isSystem: _system, userCount: _count, ...stored } = before;
    const input: RoleFields = { ...stored, ...sent };
    if (before.isSystem && input.name !== before.name) throw new HttpError(403, 'systemRoleNameLocked', { field: 'name' });
    await assertNameFree(trx, input.name, id);
    await RoleRow.query(trx).patch({ ...input, updatedAt: new Date() }).where({ id }).catch(asConflict);
    const after = await roleForUpdate(trx, id);
    await recordAudit(trx, actor, { action: 'update', entity: 'role', entityId: id, before: auditFields(before), after: auditFields(after) });
    return after;
  });
}

/**
 * System roles are never deleted; a role held by a live user neither (spec §8 'Cannot delete').
 * Deleted users still holding it fall back to citizen, so the foreign key does not block it.
 */
export async function deleteRole(db: Knex, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const role = await roleForUpdate(trx, id);
    if (role.isSystem) throw new HttpError(403, 'systemRolesCannotBeDeleted');
    if (role.userCount > 0) throw new HttpError(409, 'roleInUse');
    await trx('users').where({ role: role.name }).whereNotNull('deletedAt').update({ role: 'citizen' });
    await RoleRow.query(trx).deleteById(id);
    await recordAudit(trx, actor, { action: 'delete', entity: 'role', entityId: id, before: auditFields(role) });
  });
}
