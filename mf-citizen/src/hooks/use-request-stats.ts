import { useQuery } from '@tanstack/react-query';
import { getRequestStats } from '../api/get-request-stats';
import { useRemoteProps } from '../app/remote-props-context';

export const requestStatsKey = ['requests', 'stats'] as const;

export function useRequestStats(enabled = true) {
  const citizenId = useRemoteProps().user?.id;
  return useQuery({ queryKey: [...requestStatsKey, { citizenId }], queryFn: () => getRequestStats(citizenId), enabled: enabled && !!citizenId });
}
