import { apiFetch } from '@cc/api-client';
import type { Holiday, HolidayInput } from '@cc/types';

/** POST /api/admin/holidays: a day the SLA clock skips. */
export const addHoliday = (body: HolidayInput) => apiFetch<Holiday>('/api/admin/holidays', { method: 'POST', body, retrySafe: true });
