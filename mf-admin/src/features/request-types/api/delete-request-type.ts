import { apiFetch } from '@cc/api-client';
import type { AdminRequestType } from '../../../shared/api/admin-types';

/** DELETE /api/admin/request-types/:id (spec §7). */
export const deleteRequestType = (type: AdminRequestType) => apiFetch(`/api/admin/request-types/${type.id}`, { method: 'DELETE' });
