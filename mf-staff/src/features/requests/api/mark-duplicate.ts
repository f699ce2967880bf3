import { apiFetch } from '@cc/api-client';
import type { MarkDuplicateBody, RequestDto } from '@cc/types';

/** POST /api/requests/:id/duplicate: closes the request as a duplicate of `of`; the server re-checks every rule. */
export function markDuplicate(id: number, body: MarkDuplicateBody): Promise<RequestDto> {
  return apiFetch<RequestDto>(`/api/requests/${id}/duplicate`, { method: 'POST', body, retrySafe: true });
}
