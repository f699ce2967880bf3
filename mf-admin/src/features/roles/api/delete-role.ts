import { apiFetch } from '@cc/api-client';
import type { AdminRole } from '../../../shared/api/admin-types';

/** DELETE /api/admin/roles/:id; refused for system roles and roles in use (spec §6). */
export const deleteRole = (role: AdminRole) => apiFetch(`/api/admin/roles/${role.id}`, { method: 'DELETE' });
