import { apiFetch } from '@cc/api-client';
import type { CitizenRequest } from '../types/citizen-request';

/** GET /api/requests/:id: every field of the request (404 outside the caller's scope). */
export function getRequest(id: number): Promise<CitizenRequest> {
  return apiFetch<CitizenRequest>(`/api/requests/${id}`);
}
