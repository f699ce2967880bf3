import { useQuery } from '@tanstack/react-query';
import type { LocationOption, RequestTypeOption } from '@cc/types';
import { apiFetch } from '../api-fetch';
import { queryKeys, withQuery, type LocationFilters } from '../query-keys';

/** GET /api/locations (public): districts and Vidhan Sabhas in both languages, as admins keep them. */
export function getLocations(filters: LocationFilters = {}): Promise<LocationOption[]> {
  return apiFetch<LocationOption[]>(withQuery('/api/locations', { ...filters }));
}

/** Cached without expiry (spec §7 default): admins change places rarely. */
export function useLocations(filters: LocationFilters = {}) {
  return useQuery({ queryKey: queryKeys.locations(filters), queryFn: () => getLocations(filters) });
}

/** GET /api/request-types (public): the active types with their Hindi names. */
export function getRequestTypes(): Promise<RequestTypeOption[]> {
  return apiFetch<RequestTypeOption[]>('/api/request-types');
}

export function useRequestTypes() {
  return useQuery({ queryKey: queryKeys.requestTypes, queryFn: getRequestTypes });
}
