import { apiFetch } from '@cc/api-client';
import type { RequestTypeAdmin } from '@cc/types';

/** DELETE /api/admin/request-types/:id (spec §7). */
export const deleteRequestType = (type: RequestTypeAdmin) => apiFetch(`/api/admin/request-types/${type.id}`, { method: 'DELETE' });
