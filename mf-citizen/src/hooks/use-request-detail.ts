import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getRequest } from '../api/get-request';

export function useRequestDetail(id: number | null) {
  return useQuery({
    queryKey: queryKeys.requests.detail(id ?? 0),
    queryFn: () => getRequest(id!),
    enabled: id !== null,
    // Staff actions change a request: a reopened modal reads it again.
    staleTime: 0,
  });
}
