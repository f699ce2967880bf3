import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkDuplicateBody } from '@cc/types';
import { markDuplicate } from '../api/mark-duplicate';

/** Closing a duplicate changes lists, counts, both requests' details and the similar lists: all of 'requests' is read again. */
export function useMarkDuplicate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MarkDuplicateBody }) => markDuplicate(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['requests'] }),
  });
}
