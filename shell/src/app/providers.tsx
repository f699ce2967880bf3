import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { browserStorage, createQueryClient, queryKeys, UNAUTHORIZED_EVENT } from '@cc/api-client';
import { PreferencesProvider } from './preferences';
import { ToastHost } from './toast';
import { useSession } from '../shared/hooks/use-session';
import { loadStoredPreferences } from '../stores/preferences-store';
import { bindSessionStore, resetSessionStore } from '../stores/session-store';
import { clearToasts } from '../stores/toast-store';

/** A 401 anywhere means the server session is gone: forget the user locally. */
function clearLocalSession(client: QueryClient) {
  client.setQueryData(queryKeys.session, null);
  browserStorage.setMobileUser(null);
}

// A 401 reaches the shell once, through the API client's window event (SessionGuard below).
export function createShellQueryClient(): QueryClient {
  return createQueryClient();
}

/** A shell that mounts starts from storage, with no toast and the session not known yet. */
function startShellStores(): void {
  loadStoredPreferences();
  clearToasts();
  resetSessionStore();
}

/** Fetches the session (react-query, spec §7) and mirrors it into stores/session-store. */
function SessionGuard({ client }: { client: QueryClient }) {
  const session = useSession();
  useEffect(() => bindSessionStore(client), [client]);
  useEffect(() => {
    // Any bundle's apiFetch (the shell's or a remote's) announces a 401 on window.
    // A failed login answers 401 too; that is a wrong password, not a lost session.
    const onUnauthorized = (event: Event) => {
      const path = (event as CustomEvent<{ path?: string }>).detail?.path ?? '';
      if (!path.startsWith('/api/auth/login')) clearLocalSession(client);
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [client]);
  useEffect(() => {
    if (session.isSuccess && session.data === null) browserStorage.setMobileUser(null);
  }, [session.isSuccess, session.data]);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => {
    startShellStores();
    return queryClient ?? createShellQueryClient();
  });
  return (
    <QueryClientProvider client={client}>
      <PreferencesProvider>
        <SessionGuard client={client} />
        {children}
        <ToastHost />
      </PreferencesProvider>
    </QueryClientProvider>
  );
}
