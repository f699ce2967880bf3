import { uniqueViolation } from '../../db/unique-violation';
import type { Knex } from 'knex';
import { hashPassword } from '../auth/password';
import { destroyUserSessions } from '../auth/session-store';
import { User } from '../users/user.model';
import { ADMIN_ROLES, AdminAccountError, validateAdminAccount, type AdminAccountInput } from './admin-account';

const DEFAULT_ADMIN_NAME = 'Administrator';

export type AdminSaveResult = { action: 'created' | 'reset'; userId: number } | { action: 'skipped'; reason: 'admin-exists' };

/** Whether any console account (admin or super_admin, active or not) exists. */
export async function hasAdmin(db: Knex): Promise<boolean> {
  return Boolean(await User.query(db).whereIn('role', ADMIN_ROLES).select('id').first());
}

async function findByUsername(trx: Knex.Transaction, username: string) {
  return User.query(trx).modify('withUsername', username).forUpdate().select('id', 'role').first();
}

async function insertAdmin(trx: Knex.Transaction, account: AdminAccountInput, passwordHash: string): Promise<number> {
  // Objection's insert on PostgreSQL answers the new id (insert ... returning id): still one statement.
  const row = await User.query(trx).insert({
    username: account.username,
    passwordHash,
    name: account.name ?? DEFAULT_ADMIN_NAME,
    email: account.email ?? null,
    role: account.role ?? 'super_admin',
    isActive: true,
  });
  return row.id;
}

/** New password, active again, every session ended: whoever held the old password is out. */
async function resetAdmin(trx: Knex.Transaction, userId: number, account: AdminAccountInput, passwordHash: string): Promise<void> {
  await User.query(trx)
    .where({ id: userId })
    .patch({
      passwordHash,
      isActive: true,
      updatedAt: trx.fn.now(),
      ...(account.role ? { role: account.role } : {}),
      ...(account.name ? { name: account.name } : {}),
      ...(account.email ? { email: account.email } : {}),
    });
  await destroyUserSessions(trx, userId);
}

async function inTransaction<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation) {
      throw new AdminAccountError(
        violation.constraint.includes('email') ? 'The admin email address is already used by another account' : 'The admin username is already taken',
      );
    }
    throw error;
  }
}

/**
 * `npm run create-admin`: creates the account, or resets an existing console account of that
 * username. A citizen's or official's account is never turned into an admin this way.
 */
export async function createOrResetAdmin(db: Knex, input: AdminAccountInput): Promise<AdminSaveResult> {
  const account = validateAdminAccount(input);
  const passwordHash = await hashPassword(account.password);
  return inTransaction(db, async (trx) => {
    const existing = await findByUsername(trx, account.username);
    if (!existing) return { action: 'created', userId: await insertAdmin(trx, account, passwordHash) };
    if (!(ADMIN_ROLES as readonly string[]).includes(existing.role)) {
      throw new AdminAccountError(`The user "${account.username}" exists with the role ${existing.role}, which is not an admin role`);
    }
    await resetAdmin(trx, existing.id, account, passwordHash);
    return { action: 'reset', userId: existing.id };
  });
}

/**
 * The first console account, only while none exists. The users table is locked for the check and
 * the insert, so two instances starting together on a fresh database create one admin, not two.
 */
export async function createFirstAdmin(db: Knex, input: AdminAccountInput): Promise<AdminSaveResult> {
  const account = validateAdminAccount(input);
  const passwordHash = await hashPassword(account.password);
  return inTransaction(db, async (trx) => {
    // raw: a table lock (no row exists yet to lock), so two instances starting together create one admin.
    await trx.raw('lock table users in share row exclusive mode');
    if (await hasAdmin(trx)) return { action: 'skipped', reason: 'admin-exists' };
    return { action: 'created', userId: await insertAdmin(trx, account, passwordHash) };
  });
}
