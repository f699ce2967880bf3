import { apiFetch } from '@cc/api-client';
import type { Authority } from '../types/staff-request';

export function getUsersByLevel(level: number): Promise<Authority[]> {
  return apiFetch<Authority[]>(`/api/users/by-level?level=${level}`);
}
