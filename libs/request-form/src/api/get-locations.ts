import { apiFetch } from '@cc/api-client';
import type { LocationOption } from '@cc/types';

/** GET /api/locations: districts and Vidhan Sabhas as admins keep them. */
export function getLocations(): Promise<LocationOption[]> {
  return apiFetch<LocationOption[]>('/api/locations');
}
