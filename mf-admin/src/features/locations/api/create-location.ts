import { apiFetch } from '@cc/api-client';

/** POST /api/admin/locations (spec §7; locations have no edit or delete). */
export const createLocation = (body: Record<string, unknown>) => apiFetch('/api/admin/locations', { method: 'POST', body, retrySafe: true });
