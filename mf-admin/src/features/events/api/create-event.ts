import { apiFetch } from '@cc/api-client';

/** POST /api/admin/events (spec §7). */
export const createEvent = (body: Record<string, unknown>) => apiFetch('/api/admin/events', { method: 'POST', body, retrySafe: true });
