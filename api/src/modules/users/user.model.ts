import type { SessionUser } from '@cc/types';
import type { Modifiers, RelationMappings } from 'objection';
import { BaseModel } from '../../db/base-model';
import { USER_SEARCH_EXPRESSION } from '../../db/migrations/010-admin-console';
import { RoleRow } from '../admin-roles/role.model';

export class User extends BaseModel {
  static override tableName = 'users';

  id!: number;
  username!: string;
  passwordHash!: string;
  name!: string;
  firstName!: string | null;
  lastName!: string | null;
  email!: string | null;
  phone!: string | null;
  role!: string;
  district!: string | null;
  constituency!: string | null;
  mandal!: string | null;
  ward!: string | null;
  address!: string | null;
  pincode!: string | null;
  voterIdNumber!: string | null;
  department!: string | null;
  allowNotifications!: boolean;
  notifyEmail!: boolean;
  notifySms!: boolean;
  preferredLanguage!: 'hi' | 'en';
  notifyPush!: boolean;
  isActive!: boolean;
  /** Self-registration consent (migration 008); null for accounts an administrator made. */
  termsAcceptedAt!: Date | null;
  privacyAcceptedAt!: Date | null;
  privacyPolicyVersion!: string | null;
  /** Soft delete (migration 010): set with isActive false; requests and history keep the row and its name. */
  deletedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  roleRecord?: RoleRow;

  // A getter, so the classes named here are read when a query first needs them (no import cycle).
  static override get relationMappings(): RelationMappings {
    return {
      /** The role a user holds (users.role names it, spec §6): its assignment level and whether it is active. */
      roleRecord: { relation: BaseModel.BelongsToOneRelation, modelClass: RoleRow, join: { from: 'users.role', to: 'roles.name' } },
    };
  }

  static override modifiers: Modifiers = {
    /** Not soft-deleted (migration 010): the indexes of the admin lists are partial on it. */
    live: (query) => query.whereNull('users.deletedAt'),
    // raw: lower(...) spells the expression of the users_username_lower_unique index (migration 001), so it is used.
    withUsername: (query, username: string) => query.whereRaw('lower(users.username) = ?', [username.toLowerCase()]),
    // raw: as withUsername, for users_email_lower_unique.
    withEmail: (query, email: string) => query.whereRaw('lower(users.email) = ?', [email.toLowerCase()]),
    // raw: spells the expression of the users_search_trgm_idx trigram index (migration 010) exactly, or the planner cannot use it.
    searchFor: (query, pattern: string) => query.whereRaw(`${USER_SEARCH_EXPRESSION} like ?`, [pattern]),
  };
}

/** What the API ever shows of a user: never the password hash. */
export function toSessionUser(user: Pick<User, keyof SessionUser>): SessionUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email ?? null,
    phone: user.phone ?? null,
    role: user.role,
    district: user.district ?? null,
    constituency: user.constituency ?? null,
    mandal: user.mandal ?? null,
    ward: user.ward ?? null,
    address: user.address ?? null,
    department: user.department ?? null,
  };
}
