import { apiFetch } from '@cc/api-client';
import type { AdminEvent } from '@cc/types';

/** DELETE /api/admin/events/:id (spec §7); the event leaves /events at once. */
export const deleteEvent = (event: AdminEvent) => apiFetch(`/api/admin/events/${event.id}`, { method: 'DELETE' });
