import { apiFetch } from '@cc/api-client';
import type { StaffRequest } from '../types/staff-request';

export function getRequest(id: number): Promise<StaffRequest> {
  return apiFetch<StaffRequest>(`/api/requests/${id}`);
}
