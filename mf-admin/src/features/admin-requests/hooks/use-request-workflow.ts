import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getRequestWorkflow } from '../api/get-request-workflow';

/** The detail dialog's timeline; a failure shows 'Workflow data not available' (no retry, spec §7). */
export function useRequestWorkflow(id: number) {
  return useQuery({ queryKey: queryKeys.requests.timeline(id), queryFn: () => getRequestWorkflow(id), retry: false });
}
