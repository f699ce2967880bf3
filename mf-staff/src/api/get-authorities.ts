import { apiFetch } from '@cc/api-client';
import type { Authority } from '../types/staff-request';

export function getAuthorities(): Promise<Authority[]> {
  return apiFetch<Authority[]>('/api/users/authorities');
}
