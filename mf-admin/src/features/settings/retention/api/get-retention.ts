import { apiFetch } from '@cc/api-client';
import type { RetentionOverview } from '@cc/types';

/** GET /api/admin/retention: the periods in force and the retention job's latest runs. */
export const getRetention = () => apiFetch<RetentionOverview>('/api/admin/retention');
