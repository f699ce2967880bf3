// The shell's react-query side, one lazy chunk (loaded by ./shell-query-client.ts).
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { browserStorage, createQueryClient } from '@cc/api-client';
import type { SessionUser } from '@cc/types';
import { sessionQueryOptions } from '../../shared/hooks/use-session';
import { bindSessionStore } from '../../stores/session-store';

// A 401 reaches the shell once, through the API client's window event (providers.tsx).
export function createShellQueryClient(): QueryClient {
  return createQueryClient();
}

/**
 * Fetches the session (react-query, spec §7) and mirrors it into stores/session-store for as
 * long as the shell lives; an anonymous answer forgets what the device stored of a signed-in user
 * (browserStorage.forgetSignedInUser). Returns the stop.
 */
export function watchSession(client: QueryClient): () => void {
  const unbind = bindSessionStore(client);
  const observer = new QueryObserver<SessionUser | null>(client, sessionQueryOptions);
  const stop = observer.subscribe((session) => {
    if (!session.isSuccess) return;
    // No session (logged out, ended elsewhere, timed out, or never): nothing of the last signed-in
    // person stays on this device, whoever holds it now (a draft held for its owner's login aside).
    if (session.data === null) void browserStorage.forgetSignedInUser('session-ended');
    // Signed in: this tab says so on its writes, and another account's drafts leave the device.
    else void browserStorage.signedIn(session.data.id);
  });
  return () => {
    stop();
    unbind();
  };
}

