import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { RequestFeedback } from '@cc/request-feedback';
import type { RequestDto } from '@cc/types';
import { postFeedback, postReopen } from '../api/request-feedback';

/** The feedback panel (libs/request-feedback) on the citizen's own request, sent by its id. */
export function OwnRequestFeedback({ request }: { request: RequestDto }) {
  const queryClient = useQueryClient();
  if (!request.feedback) return null;
  return (
    <RequestFeedback
      state={request.feedback}
      send={{ rate: (body) => postFeedback(request.id, body), reopen: (body) => postReopen(request.id, body) }}
      // Every request query (lists, detail, stats) reads again: a reopen changes the status everywhere.
      onChanged={() => queryClient.invalidateQueries({ queryKey: queryKeys.requests.all })}
    />
  );
}
