import { useMutation, useQuery } from '@tanstack/react-query';
import { trackByLink, trackByPhone } from '../api/track-request';

/** The code + phone lookup: a mutation, since the answer belongs to what was typed, not to a cache key. */
export function useTrackByPhone() {
  return useMutation({ mutationFn: trackByPhone });
}

/** The signed link's status; a refused link is final (no retries: each try counts against the address). */
export function useTrackByLink(code: string | undefined, token: string | null) {
  return useQuery({
    queryKey: ['public-track', code, token],
    queryFn: () => trackByLink(code!, token!),
    enabled: Boolean(code && token),
    retry: false,
    staleTime: 30_000,
  });
}
