import { apiFetch } from '@cc/api-client';
import type { Role, RoleInput } from '@cc/types';

/** POST /api/admin/roles (spec §7). */
export const createRole = (body: RoleInput) => apiFetch<Role>('/api/admin/roles', { method: 'POST', body, retrySafe: true });
