import { useQuery } from '@tanstack/react-query';
import { getLocations, queryKeys, type LocationFilters } from '@cc/api-client';

/** Spec §5 cascade: the districts, or the children of the chosen parent (GET /api/locations?parentId=), none before a parent is chosen. */
export function useLocationChildren(parentId: number | null | undefined, level: 'district' | 'child') {
  const filters: LocationFilters = level === 'district' ? { type: 'district' } : { parentId: parentId ?? undefined };
  return useQuery({
    queryKey: queryKeys.locations(filters),
    queryFn: () => getLocations(filters),
    enabled: level === 'district' || !!parentId,
  });
}
