import { ApiError, apiFetch } from '@cc/api-client';
import type { SessionUser } from '@cc/types';

/** GET /api/auth/user: the current user, or null when anonymous (401). */
export async function getSessionUser(): Promise<SessionUser | null> {
  try {
    const data = await apiFetch<{ user?: SessionUser | null } | SessionUser | null>('/api/auth/user');
    if (!data) return null;
    return 'user' in data ? (data.user ?? null) : (data as SessionUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
