import { apiFetch } from '@cc/api-client';
import type { AdminEvent, EventInput } from '@cc/types';

/** PUT /api/admin/events/:id with the fields at top level (spec §7); optional ones left out keep their stored value. */
export const updateEvent = (id: number, body: EventInput) => apiFetch<AdminEvent>(`/api/admin/events/${id}`, { method: 'PUT', body });
