import { apiFetch } from '@cc/api-client';
import type { Location, LocationInput } from '@cc/types';

/** POST /api/admin/locations (spec §7; locations have no edit or delete). */
export const createLocation = (body: LocationInput) => apiFetch<Location>('/api/admin/locations', { method: 'POST', body, retrySafe: true });
