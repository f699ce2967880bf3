import { apiFetch } from '@cc/api-client';

/** POST /api/admin/request-types (spec §7). */
export const createRequestType = (body: Record<string, unknown>) => apiFetch('/api/admin/request-types', { method: 'POST', body, retrySafe: true });
