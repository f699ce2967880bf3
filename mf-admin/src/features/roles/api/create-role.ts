import { apiFetch } from '@cc/api-client';

/** POST /api/admin/roles (spec §7). */
export const createRole = (body: Record<string, unknown>) => apiFetch('/api/admin/roles', { method: 'POST', body, retrySafe: true });
