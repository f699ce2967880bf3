import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getRecentRequests } from '../api/get-recent-requests';

export function useRecentRequests() {
  return useQuery({ queryKey: [...queryKeys.admin('requests'), 'recent'], queryFn: getRecentRequests });
}
