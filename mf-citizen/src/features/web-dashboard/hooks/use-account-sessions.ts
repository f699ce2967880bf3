import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePassword, endAccountSession, endOtherAccountSessions, getAccountSessions } from '../api/account-security';

const key = ['users', 'me', 'sessions'] as const;

/** Read when the card shows (the last-active times change): never kept across a visit. */
export function useAccountSessions() {
  return useQuery({ queryKey: key, queryFn: getAccountSessions, staleTime: 0, gcTime: 0 });
}

/** Every write here changes the list: it is read again after each. */
function useSessionsWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

export const useEndSession = () => useSessionsWrite(endAccountSession);
export const useEndOtherSessions = () => useSessionsWrite(endOtherAccountSessions);
export const useChangePassword = () => useSessionsWrite(changePassword);
