import { apiFetch } from '@cc/api-client';
import type { Role, RoleInput } from '@cc/types';

/** PATCH /api/admin/roles/:id; a system role's name cannot change (spec §6). */
export const updateRole = (id: number, body: RoleInput) => apiFetch<Role>(`/api/admin/roles/${id}`, { method: 'PATCH', body });
