import { apiFetch } from '@cc/api-client';
import type { LocationOption } from '@cc/types';

/** GET /api/locations: names of districts and Vidhan Sabhas in both languages. */
export function getLocations(): Promise<LocationOption[]> {
  return apiFetch<LocationOption[]>('/api/locations');
}
