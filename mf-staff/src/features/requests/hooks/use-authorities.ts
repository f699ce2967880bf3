import { useQuery } from '@tanstack/react-query';
import { STALE_TIME, queryKeys } from '@cc/api-client';
import { getAuthorities } from '../api/get-authorities';
import { getUsersByLevel } from '../api/get-users-by-level';

/** Spec §9: the authorities list is cached for 5 minutes. */
export function useAuthorities(enabled = true) {
  return useQuery({ queryKey: queryKeys.authorities, queryFn: getAuthorities, staleTime: STALE_TIME.authorities, enabled });
}

/** Spec §7: only asked for once a level above 0 is chosen. */
export function useUsersByLevel(level: number) {
  return useQuery({ queryKey: queryKeys.usersByLevel(level), queryFn: () => getUsersByLevel(level), enabled: level > 0, staleTime: STALE_TIME.authorities });
}
