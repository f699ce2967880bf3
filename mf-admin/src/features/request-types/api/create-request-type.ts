import { apiFetch } from '@cc/api-client';
import type { RequestTypeAdmin, RequestTypeInput } from '@cc/types';

/** POST /api/admin/request-types (spec §7). */
export const createRequestType = (body: RequestTypeInput) =>
  apiFetch<RequestTypeAdmin>('/api/admin/request-types', { method: 'POST', body, retrySafe: true });
