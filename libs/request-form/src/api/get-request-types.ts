import { apiFetch } from '@cc/api-client';
import type { RequestTypeOption } from '@cc/types';

/** GET /api/request-types: the active types, with their Hindi names. */
export function getRequestTypes(): Promise<RequestTypeOption[]> {
  return apiFetch<RequestTypeOption[]>('/api/request-types');
}
