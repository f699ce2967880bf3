import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportRange } from '@cc/types';
import { getReportSummary } from '../api/get-report-summary';

export function useReportSummary(range: ReportRange) {
  return useQuery({ queryKey: ['reports', 'summary', range], queryFn: () => getReportSummary(range), staleTime: 60_000, placeholderData: keepPreviousData });
}
