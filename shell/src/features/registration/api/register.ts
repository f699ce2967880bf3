import { apiFetch } from '@cc/api-client';
import type { SessionUser } from '@cc/types';
import type { RegistrationPayload } from '../registration-form';

/** POST /api/auth/register → {user}; a failure answers {error}. */
export async function register(payload: RegistrationPayload): Promise<SessionUser> {
  const data = await apiFetch<{ user: SessionUser }>('/api/auth/register', { method: 'POST', body: payload, retrySafe: true });
  return data.user;
}
