import { apiFetch } from '@cc/api-client';
import type { ActionBody, StaffRequest } from '../types/staff-request';

/** The action form of PATCH /api/requests/:id; the server's state machine decides. */
export function patchRequest(id: number, body: ActionBody): Promise<StaffRequest> {
  return apiFetch<StaffRequest>(`/api/requests/${id}`, { method: 'PATCH', body });
}
