import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInbox } from '../api/get-inbox';
import { markInboxRead } from '../api/mark-inbox-read';

const inboxKey = ['staff', 'inbox'] as const;

export function useInbox() {
  return useQuery({ queryKey: inboxKey, queryFn: getInbox, staleTime: 60_000 });
}

export function useMarkInboxRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markInboxRead, onSuccess: (inbox) => client.setQueryData(inboxKey, inbox) });
}
