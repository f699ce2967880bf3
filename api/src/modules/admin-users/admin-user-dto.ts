import type { AdminUser } from '@cc/types';
import { toSessionUser, type User } from '../users/user.model';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the admin list shows of a user (spec §3 User): never the password hash. */
export function toAdminUser(user: User): AdminUser {
  return { ...toSessionUser(user), isActive: user.isActive, createdAt: iso(user.createdAt), updatedAt: iso(user.updatedAt) };
}

/** The fields an audit row may compare: the DTO without timestamps (audit.service drops secrets anyway). */
export function auditFields(user: User): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...fields } = toAdminUser(user);
  return fields;
}
