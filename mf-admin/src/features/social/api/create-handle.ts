import { apiFetch } from '@cc/api-client';
import type { SocialHandle, SocialHandleInput } from '@cc/types';

/** POST /api/admin/social (spec §7). */
export const createHandle = (body: SocialHandleInput) => apiFetch<SocialHandle>('/api/admin/social', { method: 'POST', body, retrySafe: true });
