import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { browserStorage, onUnauthorized, queryKeys } from '@cc/api-client';
import { PreferencesProvider } from './preferences';
import { ToastHost } from './toast';
import { loadedShellQueryClient, loadShellQueryClient, resetShellQueryClient } from './queries/shell-query-client';
import { useSessionWanted } from '../shared/hooks/use-session-wanted';
import { loadStoredPreferences } from '../stores/preferences-store';
import { resetSessionStore } from '../stores/session-store';
import { clearToasts } from '../stores/toast-store';

/** A shell that mounts starts from storage, with no toast, the session not known yet and an empty cache. */
function startShellStores(queryClient?: QueryClient): void {
  loadStoredPreferences();
  clearToasts();
  resetSessionStore();
  resetShellQueryClient(queryClient);
}

/**
 * Checks the session (app/queries/query-runtime.tsx) once it is wanted: react-query and the HTTP
 * client load then, not with the landing page. A 401 from any call forgets the user locally.
 */
function SessionGuard() {
  const wanted = useSessionWanted();
  useEffect(() => {
    if (!wanted) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void Promise.all([loadShellQueryClient(), import('./queries/query-runtime')]).then(([client, runtime]) => {
      if (!stopped) stop = runtime.watchSession(client);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [wanted]);
  useEffect(
    // Any bundle's apiFetch (the shell's or a remote's) announces a 401 on window.
    // A failed login answers 401 too; that is a wrong password, not a lost session.
    () =>
      onUnauthorized(({ path, messageKey }) => {
        if (path.startsWith('/api/auth/login')) return;
        // A write refused because the session ended under the person's hands: what they typed is
        // held for their next login on this device (browserStorage's ForgetReason).
        void browserStorage.forgetSignedInUser(messageKey === 'sessionEnded' ? 'hold-drafts' : 'session-ended');
        // No client yet means no session was ever read: nothing cached to forget.
        loadedShellQueryClient()?.setQueryData(queryKeys.session, null);
      }),
    [],
  );
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  useState(() => startShellStores(queryClient));
  return (
    <PreferencesProvider>
      <SessionGuard />
      {children}
      <ToastHost />
    </PreferencesProvider>
  );
}
