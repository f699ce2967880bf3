import type { Authority } from '@cc/types';
import type { Knex } from 'knex';
import { User } from './user.model';

/**
 * Authorities are active users whose role has assignment level 1-3 (roles.escalation_level:
 * 1 department officers, 2 district level, 3 administrative). Admins (4-5) are not forwarded to.
 */
export async function listAuthorities(db: Knex, level?: 1 | 2 | 3): Promise<Authority[]> {
  const query = User.query(db)
    .joinRelated('roleRecord', { alias: 'roles' })
    .where('users.isActive', true)
    .andWhere('roles.isActive', true)
    .orderBy([{ column: 'roles.escalationLevel' }, { column: 'users.name' }, { column: 'users.id' }])
    .select('users.id', 'users.name', 'users.role', 'users.department', 'roles.escalationLevel as level')
    .limit(1000);
  if (level) query.where('roles.escalationLevel', level);
  else query.whereBetween('roles.escalationLevel', [1, 3]);
  const rows = (await query) as unknown as Authority[];
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role, department: r.department ?? null, level: Number(r.level) }));
}
