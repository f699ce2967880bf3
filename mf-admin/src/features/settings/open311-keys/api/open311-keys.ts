import { apiFetch } from '@cc/api-client';
import type { IssuedOpen311Key, Open311Key } from '@cc/types';

/** GET /api/admin/open311-keys: the live keys (never the key itself). */
export const listOpen311Keys = () => apiFetch<Open311Key[]>('/api/admin/open311-keys');

/** POST /api/admin/open311-keys: a new key for a client, shown this once. */
export const issueOpen311Key = (body: Pick<Open311Key, 'name'>) => apiFetch<IssuedOpen311Key>('/api/admin/open311-keys', { method: 'POST', body, retrySafe: true });

/** DELETE /api/admin/open311-keys/:id: the key answers 403 from now on. */
export const revokeOpen311Key = (id: number) => apiFetch(`/api/admin/open311-keys/${id}`, { method: 'DELETE' });
