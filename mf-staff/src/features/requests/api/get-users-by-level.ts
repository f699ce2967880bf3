import { apiFetch } from '@cc/api-client';
import type { Authority } from '@cc/types';

export function getUsersByLevel(level: number): Promise<Authority[]> {
  return apiFetch<Authority[]>(`/api/users/by-level?level=${level}`);
}
