import { apiFetch } from '@cc/api-client';
import type { SocialHandle, SocialHandleInput } from '@cc/types';

/** PUT /api/admin/social/:id: the edit-handle dialog sends the fields at top level (spec §7 note). */
export const updateHandle = (id: number, body: SocialHandleInput) => apiFetch<SocialHandle>(`/api/admin/social/${id}`, { method: 'PUT', body });
