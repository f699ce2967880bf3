import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getReportSummary, type ReportRange } from '../api/get-report-summary';

export function useReportSummary(range: ReportRange) {
  return useQuery({ queryKey: ['reports', 'summary', range], queryFn: () => getReportSummary(range), staleTime: 60_000, placeholderData: keepPreviousData });
}
