import { apiFetch } from '@cc/api-client';
import type { FailedJobItem } from '@cc/types';

/** POST /api/admin/jobs/failed/:id/retry: a failed notification back in the queue. */
export const retryFailedJob = (id: number) => apiFetch<FailedJobItem>(`/api/admin/jobs/failed/${id}/retry`, { method: 'POST' });
