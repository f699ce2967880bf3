import { apiFetch } from '@cc/api-client';

/** POST /api/auth/logout. Callers clear local state whether it succeeds or not (spec §7). */
export async function logout(): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST' });
}
