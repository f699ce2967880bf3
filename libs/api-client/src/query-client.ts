import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-fetch';

export interface CreateQueryClientOptions {
  /** Called when any query or mutation fails with a 401. */
  onUnauthorized?: (error: ApiError) => void;
}

/**
 * Spec §7: reads are cached without expiry, never refetch on focus, never poll, never retry;
 * writes never retry either.
 */
export function createQueryClient({ onUnauthorized }: CreateQueryClientOptions = {}): QueryClient {
  const handle = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
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
