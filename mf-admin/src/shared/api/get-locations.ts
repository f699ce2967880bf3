import { apiFetch, withQuery } from '@cc/api-client';
import type { LocationOption } from '@cc/types';

/** GET /api/locations (public): every active location, or the children of one (`parentId`), or one level (`type`). */
export function getLocations(filter: { parentId?: number; type?: string } = {}): Promise<LocationOption[]> {
  return apiFetch<LocationOption[]>(withQuery('/api/locations', filter));
}
