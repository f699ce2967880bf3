import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { browserStorage, createQueryClient, onApiError, queryKeys } from '@cc/api-client';
import { PreferencesProvider } from './preferences';
import { ToastProvider } from './toast';
import { useSession } from '../features/auth/hooks/use-session';

/** A 401 anywhere means the server session is gone: forget the user locally. */
function clearLocalSession(client: QueryClient) {
  client.setQueryData(queryKeys.session, null);
  browserStorage.setMobileUser(null);
}

export function createShellQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({ onUnauthorized: () => clearLocalSession(client) });
  return client;
}

function SessionGuard({ client }: { client: QueryClient }) {
  const session = useSession();
  useEffect(
    () =>
      onApiError((error, path) => {
        // A failed login answers 401 too; that is a wrong password, not a lost session.
        if (error.status === 401 && !path.startsWith('/api/auth/login')) clearLocalSession(client);
      }),
    [client],
  );
  useEffect(() => {
    if (session.isSuccess && session.data === null) browserStorage.setMobileUser(null);
  }, [session.isSuccess, session.data]);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createShellQueryClient());
  return (
    <QueryClientProvider client={client}>
      <PreferencesProvider>
        <ToastProvider>
          <SessionGuard client={client} />
          {children}
        </ToastProvider>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}
