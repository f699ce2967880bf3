import { apiFetch } from '@cc/api-client';
import type { Role } from '@cc/types';

/** DELETE /api/admin/roles/:id; refused for system roles and roles in use (spec §6). */
export const deleteRole = (role: Role) => apiFetch(`/api/admin/roles/${role.id}`, { method: 'DELETE' });
