import { apiFetch } from '@cc/api-client';
import type { RequestTimeline } from '@cc/types';

/** GET /api/admin/requests/:id/workflow: metrics, people, escalations and history (spec §3). */
export function getRequestWorkflow(id: number): Promise<RequestTimeline> {
  return apiFetch<RequestTimeline>(`/api/admin/requests/${id}/workflow`);
}
