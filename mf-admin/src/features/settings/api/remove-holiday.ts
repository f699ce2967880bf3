import { apiFetch } from '@cc/api-client';

/** DELETE /api/admin/holidays/:id. */
export const removeHoliday = (id: number) => apiFetch(`/api/admin/holidays/${id}`, { method: 'DELETE' });
