import { apiFetch } from '@cc/api-client';
import type { RequestTypeOption } from '@cc/types';

/** GET /api/request-types: the names of the types in both languages. */
export function getRequestTypes(): Promise<RequestTypeOption[]> {
  return apiFetch<RequestTypeOption[]>('/api/request-types');
}
