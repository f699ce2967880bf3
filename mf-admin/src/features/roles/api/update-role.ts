import { apiFetch } from '@cc/api-client';

/** PATCH /api/admin/roles/:id; a system role's name cannot change (spec §6). */
export const updateRole = (id: number, body: Record<string, unknown>) => apiFetch(`/api/admin/roles/${id}`, { method: 'PATCH', body });
