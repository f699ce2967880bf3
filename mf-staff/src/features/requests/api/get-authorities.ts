import { apiFetch } from '@cc/api-client';
import type { Authority } from '@cc/types';

/** GET /api/users/authorities: officials of levels 1-3 a request may be forwarded to. */
export function getAuthorities(): Promise<Authority[]> {
  return apiFetch<Authority[]>('/api/users/authorities');
}
