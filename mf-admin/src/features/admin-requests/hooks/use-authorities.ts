import { useQuery } from '@tanstack/react-query';
import { STALE_TIME, queryKeys } from '@cc/api-client';
import { getAuthorities } from '../api/get-authorities';

/** Spec §9: the authorities list is cached for 5 minutes. */
export function useAuthorities() {
  return useQuery({ queryKey: queryKeys.authorities, queryFn: getAuthorities, staleTime: STALE_TIME.authorities });
}
