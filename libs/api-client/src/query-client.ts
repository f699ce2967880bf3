import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient factory of the shell and every remote (react-query sits on top of the
 * axios instance in ./http). Spec §7: reads are cached without expiry, never refetch on focus,
 * never poll, never retry; writes never retry either. A 401 reaches the shell through the
 * instance's one window event (UNAUTHORIZED_EVENT), not through the caches.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
