import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SimilarRequestHints, StaffSimilarRequests } from '@cc/types';
import { apiBase } from '../api-base';
import { apiFetch } from '../api-fetch';
import { queryKeys, withQuery } from '../query-keys';

export interface SimilarHintQuery {
  district: string;
  requestType: string;
  text: string;
}

/** GET /api/requests/similar: open requests like the text being typed (their public part only). */
export function getSimilarRequestHints(query: SimilarHintQuery, signal?: AbortSignal): Promise<SimilarRequestHints> {
  return apiFetch<SimilarRequestHints>(withQuery('/api/requests/similar', { ...query }), { signal });
}

/** A hint's `followPath` (an API path, e.g. its Open311 record) as a link to the API host. */
export const similarFollowHref = (path: string): string => `${apiBase() ?? ''}${path}`;

/**
 * The request form's hints for an already debounced query (null: nothing to look up yet). The
 * previous answer stays on screen while the next is read, so the list does not blink per word;
 * a failed lookup is not retried (a hint is a courtesy, the form works without it).
 */
export function useSimilarRequestHints(query: SimilarHintQuery | null) {
  return useQuery({
    queryKey: queryKeys.requests.similar(query ?? { district: '', requestType: '', text: '' }),
    queryFn: ({ signal }) => getSimilarRequestHints(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

/** GET /api/requests/:id/similar: similar open requests of the staff member's scope beside one request. */
export function useStaffSimilarRequests(id: number | null) {
  return useQuery({
    queryKey: queryKeys.requests.similarTo(id ?? 0),
    queryFn: () => apiFetch<StaffSimilarRequests>(`/api/requests/${id}/similar`),
    enabled: id !== null,
    staleTime: 0,
  });
}
