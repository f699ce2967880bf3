import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTeam } from '../api/get-team';

export function useTeam(search: string, page: number) {
  return useQuery({ queryKey: ['staff', 'team', { search, page }], queryFn: () => getTeam({ search, page }), placeholderData: keepPreviousData });
}
