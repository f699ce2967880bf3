import { apiFetch } from '@cc/api-client';
import type { Holiday } from '@cc/types';

/** POST /api/admin/holidays: a day the SLA clock skips. */
export const addHoliday = (body: Record<string, unknown>) => apiFetch<Holiday>('/api/admin/holidays', { method: 'POST', body, retrySafe: true });
