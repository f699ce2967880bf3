import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getLocations } from '../../../shared/api/get-locations';

/** Every active location: parents for the add form and the parent column. */
export function useAllLocations() {
  return useQuery({ queryKey: queryKeys.locations, queryFn: () => getLocations() });
}
