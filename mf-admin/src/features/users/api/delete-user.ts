import { apiFetch } from '@cc/api-client';
import type { AdminUser } from '@cc/types';

/** DELETE /api/admin/users/:id; the server refuses a super_admin (spec §6). */
export const deleteUser = (user: AdminUser) => apiFetch(`/api/admin/users/${user.id}`, { method: 'DELETE' });
