import { apiFetch } from '@cc/api-client';

/** PATCH /api/admin/request-types/:id (spec §7). */
export const updateRequestType = (id: number, body: Record<string, unknown>) =>
  apiFetch(`/api/admin/request-types/${id}`, { method: 'PATCH', body });
