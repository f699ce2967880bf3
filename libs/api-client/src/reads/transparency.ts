import { useQuery } from '@tanstack/react-query';
import type { TransparencyFilters, TransparencyReport } from '@cc/types';
import { apiFetch } from '../api-fetch';
import { queryKeys, STALE_TIME, withQuery } from '../query-keys';

const query = (filters: TransparencyFilters) => ({ district: filters.district, type: filters.type, months: filters.months });

/** GET /api/public/transparency: the office's figures per district and type (counts only). */
export const getTransparency = (filters: TransparencyFilters = {}) => apiFetch<TransparencyReport>(withQuery('/api/public/transparency', query(filters)));

/** The CSV of the same figures, for a plain download link. */
export const transparencyCsvPath = (filters: TransparencyFilters = {}) => withQuery('/api/public/transparency.csv', query(filters));

// Spec §7: the public reads never retry.
export const useTransparency = (filters: TransparencyFilters = {}) =>
  useQuery({ queryKey: queryKeys.transparency(filters), queryFn: () => getTransparency(filters), staleTime: STALE_TIME.transparency, retry: false });
