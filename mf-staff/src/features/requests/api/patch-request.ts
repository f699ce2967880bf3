import { apiFetch } from '@cc/api-client';
import type { RequestActionBody, RequestDto } from '@cc/types';

/** The action form of PATCH /api/requests/:id; the server's state machine decides. */
export function patchRequest(id: number, body: RequestActionBody): Promise<RequestDto> {
  return apiFetch<RequestDto>(`/api/requests/${id}`, { method: 'PATCH', body, retrySafe: true });
}
