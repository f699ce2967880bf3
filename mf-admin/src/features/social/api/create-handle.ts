import { apiFetch } from '@cc/api-client';

/** POST /api/admin/social (spec §7). */
export const createHandle = (body: Record<string, unknown>) => apiFetch('/api/admin/social', { method: 'POST', body, retrySafe: true });
