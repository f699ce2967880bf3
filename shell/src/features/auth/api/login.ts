import { apiFetch } from '@cc/api-client';
import type { SessionUser } from '@cc/types';

export interface LoginInput {
  username: string;
  password: string;
  /** The security question's token and answer, once the API asked for one (`captchaRequired`). */
  captchaToken?: string;
  captchaAnswer?: string;
}

/** POST /api/auth/login → {user}. */
export async function login(input: LoginInput): Promise<SessionUser> {
  const data = await apiFetch<{ user: SessionUser }>('/api/auth/login', { method: 'POST', body: input });
  return data.user;
}
