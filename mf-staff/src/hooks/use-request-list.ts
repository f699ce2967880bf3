import { useInfiniteQuery } from '@tanstack/react-query';
import { STALE_TIME } from '@cc/api-client';
import { listRequests, type RequestListParams } from '../api/list-requests';

export const requestListKey = (params: RequestListParams) => ['requests', 'list', 'staff', params] as const;

/** One list page after another (keyset cursor); spec §9 caches requests for 30 seconds. */
export function useRequestList(params: RequestListParams, enabled = true) {
  return useInfiniteQuery({
    queryKey: requestListKey(params),
    queryFn: ({ pageParam }) => listRequests({ ...params, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: STALE_TIME.requests,
    enabled,
  });
}
