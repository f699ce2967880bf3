import { apiFetch, withQuery } from '@cc/api-client';
import type { RequestPage } from '../types/staff-request';

export interface RequestListParams {
  status?: string;
  assignedTo?: number;
  citizenId?: number;
  q?: string;
  limit?: number;
  cursor?: string;
}

/** Newest first, scoped by the server to what the caller may see. */
export function listRequests(params: RequestListParams = {}): Promise<RequestPage> {
  return apiFetch<RequestPage>(withQuery('/api/requests', { ...params }));
}
