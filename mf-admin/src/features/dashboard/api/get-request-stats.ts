import { apiFetch } from '@cc/api-client';
import type { RequestStats } from '@cc/types';

/** Spec §7 admin counts: total, pending, in_progress, resolved. */
export function getRequestStats(): Promise<RequestStats> {
  return apiFetch<RequestStats>('/api/admin/requests/stats');
}
