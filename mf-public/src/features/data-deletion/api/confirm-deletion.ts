import { apiFetch } from '@cc/api-client';

/** POST /api/data-deletion/confirm: the mailed link's token; answers the deletion request's code. */
export function confirmDeletion(token: string): Promise<{ requestCode: string }> {
  return apiFetch<{ requestCode: string }>('/api/data-deletion/confirm', { method: 'POST', body: { token } });
}
