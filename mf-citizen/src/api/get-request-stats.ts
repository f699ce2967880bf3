import { apiFetch, withQuery } from '@cc/api-client';
import type { RequestStats } from '@cc/types';

/**
 * Counts of the caller's own requests: the list beside them asks with the same citizenId, so a staff
 * member or admin on /web/citizen sees counts that agree with "No Requests".
 */
export function getRequestStats(citizenId: number | undefined): Promise<RequestStats> {
  return apiFetch<RequestStats>(withQuery('/api/requests/stats', { citizenId }));
}
