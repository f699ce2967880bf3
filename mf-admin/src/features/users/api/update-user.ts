import { apiFetch } from '@cc/api-client';
import type { AdminUser } from '@cc/types';

/** PATCH /api/admin/users/:id; a blank password keeps the current one (spec §5). */
export const updateUser = (id: number, body: Record<string, unknown>) =>
  apiFetch<AdminUser>(`/api/admin/users/${id}`, { method: 'PATCH', body });
