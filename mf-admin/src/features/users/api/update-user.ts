import { apiFetch } from '@cc/api-client';
import type { AdminUser, AdminUserInput } from '@cc/types';

/** PATCH /api/admin/users/:id; a blank password keeps the current one (spec §5). */
export const updateUser = (id: number, body: AdminUserInput) => apiFetch<AdminUser>(`/api/admin/users/${id}`, { method: 'PATCH', body });
