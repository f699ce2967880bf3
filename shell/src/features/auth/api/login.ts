import { apiFetch } from '@cc/api-client';
import type { SessionUser } from '@cc/types';

export interface LoginInput {
  username: string;
  password: string;
}

/** POST /api/auth/login → {user}. */
export async function login(input: LoginInput): Promise<SessionUser> {
  const data = await apiFetch<{ user: SessionUser }>('/api/auth/login', { method: 'POST', body: input });
  return data.user;
}
