import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getLocations } from '../../../shared/api/get-locations';

/** Spec §5 cascade: the districts, or the children of the chosen parent (GET /api/locations?parentId=). */
export function useLocationChildren(parentId: number | null | undefined, level: 'district' | 'child') {
  return useQuery({
    queryKey: [...queryKeys.locations, level === 'district' ? 'districts' : parentId],
    queryFn: () => (level === 'district' ? getLocations({ type: 'district' }) : getLocations({ parentId: parentId! })),
    enabled: level === 'district' || !!parentId,
  });
}
