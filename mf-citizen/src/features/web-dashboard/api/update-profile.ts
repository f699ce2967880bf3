import { apiFetch } from '@cc/api-client';
import type { SessionUser } from '@cc/types';

export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
}

/** PATCH /api/users/me: the caller's own name, e-mail and phone. */
export function updateProfile(input: ProfileInput): Promise<{ user: SessionUser }> {
  return apiFetch<{ user: SessionUser }>('/api/users/me', { method: 'PATCH', body: input });
}
