import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryKeys, STALE_TIME } from '@cc/api-client';
import { getRequests } from '../api/get-requests';
import { useRemoteProps } from '../app/remote-props-context';

export const PAGE_SIZE = 10;

/** My Requests: pages of PAGE_SIZE through nextCursor, never the whole list at once. */
export function useRequestList(status?: string) {
  const { user } = useRemoteProps();
  const citizenId = user?.id;
  return useInfiniteQuery({
    queryKey: [...queryKeys.requests.list({ citizenId, status }), 'pages'],
    queryFn: ({ pageParam }) => getRequests({ citizenId, status, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: STALE_TIME.requests,
    enabled: !!citizenId,
  });
}

/** The latest few requests (spec §2: 3 on the mobile home, 5 on the web dashboard). */
export function useRecentRequests(limit: number) {
  const { user } = useRemoteProps();
  const citizenId = user?.id;
  return useQuery({
    queryKey: [...queryKeys.requests.list({ citizenId }), 'recent', limit],
    queryFn: () => getRequests({ citizenId, limit }),
    staleTime: STALE_TIME.requests,
    enabled: !!citizenId,
  });
}
