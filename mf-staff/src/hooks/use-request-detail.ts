import { useQuery } from '@tanstack/react-query';
import { getRequest } from '../api/get-request';

export function useRequestDetail(id: number | null) {
  return useQuery({ queryKey: ['requests', 'detail', String(id)], queryFn: () => getRequest(id!), enabled: id !== null, staleTime: 0 });
}
