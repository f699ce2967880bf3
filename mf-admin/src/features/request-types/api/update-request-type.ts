import { apiFetch } from '@cc/api-client';
import type { RequestTypeAdmin, RequestTypeInput } from '@cc/types';

/** PATCH /api/admin/request-types/:id (spec §7); a type requests use keeps its name. */
export const updateRequestType = (id: number, body: RequestTypeInput) =>
  apiFetch<RequestTypeAdmin>(`/api/admin/request-types/${id}`, { method: 'PATCH', body });
