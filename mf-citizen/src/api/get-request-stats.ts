import { apiFetch } from '@cc/api-client';
import type { RequestStats } from '@cc/types';

/** Counts scoped by the server to what the logged-in caller may see. */
export function getRequestStats(): Promise<RequestStats> {
  return apiFetch<RequestStats>('/api/requests/stats');
}
