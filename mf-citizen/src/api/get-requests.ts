import { apiFetch, withQuery } from '@cc/api-client';
import type { RequestPage } from '../types/citizen-request';

export interface RequestListParams {
  citizenId?: number;
  status?: string;
  limit: number;
  cursor?: string | null;
}

/** GET /api/requests: one keyset page, newest first (the server scopes it to the caller). */
export function getRequests({ citizenId, status, limit, cursor }: RequestListParams): Promise<RequestPage> {
  return apiFetch<RequestPage>(withQuery('/api/requests', { citizenId, status, limit, cursor }));
}
