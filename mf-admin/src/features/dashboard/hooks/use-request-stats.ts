import { useQuery } from '@tanstack/react-query';
import { getRequestStats } from '../api/get-request-stats';

export const requestStatsKey = ['requests', 'stats'] as const;

export function useRequestStats(enabled = true) {
  return useQuery({ queryKey: requestStatsKey, queryFn: getRequestStats, enabled });
}
