import { ApiError, apiFetch } from '@cc/api-client';
import type { SessionUser } from '@cc/types';
import { takeEarlySessionCheck } from './early-session';

type SessionBody = { user?: SessionUser | null } | SessionUser | null;

function userFrom(data: SessionBody): SessionUser | null {
  if (!data) return null;
  return 'user' in data ? (data.user ?? null) : (data as SessionUser);
}

/** Resolves at the browser's next `online` event. */
function nextOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * GET /api/auth/user: the current user, or null when anonymous (401). Without a connection (a page
 * reloaded offline) the question waits for the connection: a failed check would read as
 * signed out and send a citizen with a kept draft to the login page. The answer itself is never
 * cached (the service worker does not touch /api).
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  if (navigator.onLine === false) await nextOnline();
  // The answer index.ts asked for as the page started (early-session.ts), if it came: a 401 means
  // anonymous, as below. Anything else (a 5xx, no answer) is asked again through apiFetch, whose
  // error is what the caller sees.
  const early = await takeEarlySessionCheck();
  if (early?.status === 401) return null;
  if (early && early.status >= 200 && early.status < 300 && early.body !== undefined) return userFrom(early.body as SessionBody);
  try {
    return userFrom(await apiFetch<SessionBody>('/api/auth/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
