import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { browserStorage, queryKeys } from '@cc/api-client';
import type { SessionUser } from '@cc/types';
import { getSessionUser } from '../api/get-session-user';

/**
 * The server session (spec §7: no retry; a user counts as authenticated when data is returned).
 * Watched by the shell (app/queries/query-runtime.tsx) from when it is wanted (use-session-wanted.ts).
 */
export const sessionQueryOptions = {
  queryKey: queryKeys.session,
  queryFn: getSessionUser,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser | null) => {
      queryClient.setQueryData(queryKeys.session, user);
      if (!user) browserStorage.setMobileUser(null);
    },
    [queryClient],
  );
}
