import { apiFetch } from '@cc/api-client';
import type { SocialHandle } from '@cc/types';

/** DELETE /api/admin/social/:id (spec §7); posts already published stay. */
export const deleteHandle = (handle: SocialHandle) => apiFetch(`/api/admin/social/${handle.id}`, { method: 'DELETE' });
