import { apiFetch } from '@cc/api-client';

/** PUT /api/admin/social/:id: the edit-handle dialog sends the fields at top level (spec §7 note). */
export const updateHandle = (id: number, body: Record<string, unknown>) => apiFetch(`/api/admin/social/${id}`, { method: 'PUT', body });
