import { uniqueViolation } from '../../db/unique-violation';
import type { AdminUser, AdminUserInput, Paged } from '@cc/types';
import type { Knex } from 'knex';
import { HttpError, notFound } from '../../lib/http-error';
import { containsPattern, toPaged, type PageQuery } from '../../lib/paged';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword } from '../auth/password';
import { destroyUserSessions } from '../auth/session-store';
import { RoleRow } from '../admin-roles/role.model';
import { User } from '../users/user.model';
import { auditFields, toAdminUser } from './admin-user-dto';
import { assertPlaces } from './user-places';

const SUPER_ADMIN = 'super_admin';

/**
 * The validated body (libs/validation admin-user.ts): defaults applied, blanks as null. E-mail and
 * phone are required by the form, but accounts made elsewhere (the admin CLI) may lack them.
 */
export type AdminUserFields = Required<Omit<AdminUserInput, 'password' | 'email' | 'phone'>> & {
  email: string | null;
  phone: string | null;
  password: string | null;
};

/**
 * Live users, newest first. The search is a substring of one expression over username, name,
 * e-mail and phone, written exactly as the trigram index of migration 010 (docs/decisions/0032-admin-users-and-reference-data.md).
 */
export function usersQuery(db: Knex, query: Omit<PageQuery, 'page' | 'pageSize'> & { role?: string | null }) {
  const rows = User.query(db).modify('live').orderBy('id', 'desc');
  if (query.role) rows.where('role', query.role);
  if (query.search) rows.modify('searchFor', containsPattern(query.search));
  return rows;
}

export async function listUsers(db: Knex, query: PageQuery & { role?: string | null }): Promise<Paged<AdminUser>> {
  return toPaged(await usersQuery(db, query).page(query.page - 1, query.pageSize), query, toAdminUser);
}

async function liveUser(trx: Knex, id: number): Promise<User> {
  const user = await User.query(trx).findById(id).modify('live').forUpdate();
  if (!user) throw notFound();
  return user;
}

/** The role must exist; super_admin is never given through the form (spec §6; the schema refuses it too). */
async function assertAssignableRole(trx: Knex, role: string): Promise<void> {
  if (role === SUPER_ADMIN) throw new HttpError(403, 'superAdminNotAssignable', { field: 'role' });
  const found = await RoleRow.query(trx).where({ name: role }).select('id').first();
  if (!found) throw new HttpError(400, 'roleUnknown', { field: 'role' });
}

/** Usernames and e-mails are unique whatever their case, deleted accounts included (their history keeps them). */
async function assertUnique(trx: Knex, input: { username: string; email: string | null }, exceptId?: number): Promise<void> {
  const email = input.email;
  const taken = await User.query(trx)
    .where((q) => {
      q.modify('withUsername', input.username);
      if (email) q.orWhere((e) => e.modify('withEmail', email));
    })
    .modify((q) => {
      if (exceptId !== undefined) q.whereNot('id', exceptId);
    })
    .select('username', 'email');
  if (taken.some((row) => row.username.toLowerCase() === input.username.toLowerCase())) throw new HttpError(409, 'usernameTaken', { field: 'username' });
  if (taken.length > 0) throw new HttpError(409, 'emailTaken', { field: 'email' });
}

/** A unique index raced past the check above (two admins at once): the same 409. */
function asConflict(error: unknown): never {
  const violation = uniqueViolation(error);
  if (violation) {
    const field = violation.constraint.includes('email') ? 'email' : 'username';
    throw new HttpError(409, field === 'email' ? 'emailTaken' : 'usernameTaken', { field });
  }
  throw error;
}

type Profile = Omit<AdminUserFields, 'password'>;

const profileOf = (input: Profile) => ({
  username: input.username,
  name: input.name,
  email: input.email,
  phone: input.phone,
  role: input.role,
  district: input.district,
  constituency: input.constituency,
  mandal: input.mandal,
  ward: input.ward,
  address: input.address,
  department: input.department,
  isActive: input.isActive,
});

export async function createUser(db: Knex, actor: Actor, input: AdminUserFields & { password: string }): Promise<AdminUser> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (trx) => {
    await assertAssignableRole(trx, input.role);
    await assertPlaces(trx, input);
    await assertUnique(trx, input);
    const user = await User.query(trx).insertAndFetch({ ...profileOf(input), passwordHash }).catch(asConflict);
    await recordAudit(trx, actor, { action: 'create', entity: 'user', entityId: user.id, after: auditFields(user) });
    return toAdminUser(user);
  });
}

/**
 * Edit through the user form: only the fields sent change, and a blank password keeps the current one. A super_admin is not edited
 * here (the form cannot hold their role); nobody deactivates themselves or changes their own role. Deactivating the user or
 * setting a new password ends all of their sessions in the same transaction.
 */
export async function updateUser(db: Knex, actor: Actor, id: number, sent: Partial<AdminUserFields>): Promise<AdminUser> {
  if (sent.password) assertAcceptablePassword(sent.password);
  const passwordHash = sent.password ? await hashPassword(sent.password) : null;
  return db.transaction(async (trx) => {
    const before = await liveUser(trx, id);
    const input: AdminUserFields = { ...profileOf(before), ...sent, password: null };
    if (before.role === SUPER_ADMIN) throw new HttpError(403, 'superAdminNotEditable');
    if (id === actor.id && !input.isActive) throw new HttpError(403, 'cannotDeactivateSelf', { field: 'isActive' });
    // Demoting oneself could leave the office without an administrator mid-session.
    if (id === actor.id && input.role !== before.role) throw new HttpError(403, 'cannotChangeOwnRole', { field: 'role' });
    await assertAssignableRole(trx, input.role);
    await assertPlaces(trx, input, before);
    await assertUnique(trx, input, id);
    const after = await User.query(trx)
      .patchAndFetchById(id, { ...profileOf(input), ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
      .catch(asConflict);
    if (!after.isActive || passwordHash) await destroyUserSessions(trx, id);
    await recordAudit(trx, actor, { action: 'update', entity: 'user', entityId: id, before: auditFields(before), after: auditFields(after), passwordChanged: Boolean(passwordHash) });
    return toAdminUser(after);
  });
}

/**
 * Soft delete: the row stays (requests, their history and escalations keep the user and the name),
 * login and every session end at once. super_admin users and the caller themselves are refused.
 */
export async function deleteUser(db: Knex, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await liveUser(trx, id);
    if (user.role === SUPER_ADMIN) throw new HttpError(403, 'superAdminCannotBeDeleted');
    if (id === actor.id) throw new HttpError(403, 'cannotDeleteSelf');
    await User.query(trx).patchAndFetchById(id, { deletedAt: new Date(), isActive: false, updatedAt: new Date() });
    await destroyUserSessions(trx, id);
    await recordAudit(trx, actor, { action: 'delete', entity: 'user', entityId: id, before: auditFields(user) });
  });
}
