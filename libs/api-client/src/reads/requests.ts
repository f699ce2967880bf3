import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RequestDto, RequestPage, RequestStats } from '@cc/types';
import { apiFetch } from '../api-fetch';
import { queryKeys, STALE_TIME, withQuery, type RequestListParams, type RequestStatsFilters } from '../query-keys';

/** GET /api/requests: one keyset page, newest first, scoped by the server to what the caller may see. */
export function listRequests(params: RequestListParams & { cursor?: string | null } = {}): Promise<RequestPage> {
  return apiFetch<RequestPage>(withQuery('/api/requests', { ...params }));
}

/** Page after page through nextCursor (never the whole list at once); spec §7 caches the list 30 s. */
export function useRequestPages(params: RequestListParams, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.requests.list(params),
    queryFn: ({ pageParam }) => listRequests({ ...params, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: STALE_TIME.requests,
    enabled,
  });
}

/** GET /api/requests/:id: every field of the request (404 outside the caller's scope). */
export function getRequest(id: number): Promise<RequestDto> {
  return apiFetch<RequestDto>(`/api/requests/${id}`);
}

export function useRequestDetail(id: number | null) {
  return useQuery({
    queryKey: queryKeys.requests.detail(id ?? 0),
    queryFn: () => getRequest(id!),
    enabled: id !== null,
    // Staff actions change a request: a reopened dialog reads it again.
    staleTime: 0,
  });
}

/**
 * GET /api/requests/stats: counts scoped by the server to the caller. `citizenId` asks for the
 * caller's own requests, so a dashboard's counts agree with the list beside them.
 */
export function getRequestStats(filters: RequestStatsFilters = {}): Promise<RequestStats> {
  return apiFetch<RequestStats>(withQuery('/api/requests/stats', { ...filters }));
}

export function useRequestStats(filters: RequestStatsFilters = {}, enabled = true) {
  return useQuery({ queryKey: queryKeys.requests.stats(filters), queryFn: () => getRequestStats(filters), enabled });
}

/** GET /api/admin/requests/stats: the admin dashboard's four counts over every request (spec §2, §7). */
export function useAdminRequestStats() {
  return useQuery({ queryKey: queryKeys.requests.adminStats, queryFn: () => apiFetch<RequestStats>('/api/admin/requests/stats') });
}
