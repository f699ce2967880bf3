import { apiFetch } from '@cc/api-client';
import type { AdminEvent, EventInput } from '@cc/types';

/** POST /api/admin/events (spec §7). */
export const createEvent = (body: EventInput) => apiFetch<AdminEvent>('/api/admin/events', { method: 'POST', body, retrySafe: true });
