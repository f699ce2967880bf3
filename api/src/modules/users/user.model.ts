import type { SessionUser } from '@cc/types';
import { BaseModel } from '../../db/base-model';

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
