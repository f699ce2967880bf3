import { apiFetch } from '@cc/api-client';

/** PUT /api/admin/events/:id with the fields at top level (spec §7). */
export const updateEvent = (id: number, body: Record<string, unknown>) => apiFetch(`/api/admin/events/${id}`, { method: 'PUT', body });
