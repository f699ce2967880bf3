import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchRequest } from '../api/patch-request';
import type { RequestActionBody } from '@cc/types';

/** After any accepted action every list, detail, count and the bell may have changed (spec §7). */
export function useRequestAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RequestActionBody }) => patchRequest(id, body),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['requests'] }), client.invalidateQueries({ queryKey: ['staff', 'inbox'] })]);
    },
  });
}
