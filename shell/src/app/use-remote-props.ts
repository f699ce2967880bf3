import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { browserStorage, queryKeys } from '@cc/api-client';
import { REMOTE_CONTRACT_VERSION, type RemoteAppProps, type ShellCallbacks } from '@cc/types';
import { logout } from '../features/auth/api/logout';
import { promptInstall } from '../features/pwa/install-prompt';
import { loadShellQueryClient } from './queries/shell-query-client';
import { usePreferencesStore } from '../stores/preferences-store';
import { useSessionStore } from '../stores/session-store';
import { useToastStore } from '../stores/toast-store';

/**
 * The callbacks handed to remotes; stable across renders so remotes can list them as deps.
 * They call the shell's stores; a remote never imports them (architecture §2).
 */
export function useShellCallbacks(): ShellCallbacks {
  const navigate = useNavigate();
  const latest = useRef({ navigate });
  latest.current = { navigate };

  return useMemo<ShellCallbacks>(
    () => ({
      toast: (input) => useToastStore.getState().show(input),
      setLanguage: (language) => usePreferencesStore.getState().setLanguage(language),
      setTheme: (theme) => usePreferencesStore.getState().setTheme(theme),
      navigate: (path) => void latest.current.navigate(path),
      installApp: promptInstall,
      refreshSession: async () => {
        await (await loadShellQueryClient()).invalidateQueries({ queryKey: queryKeys.session });
      },
      logout: async (redirectTo = '/login') => {
        try {
          await logout();
        } catch {
          // Spec §7: whether logout succeeds or fails, the local session is cleared.
        }
        // Shared phones: the stored user records and every draft of theirs (with its attachment) go too.
        await browserStorage.forgetSignedInUser();
        const queryClient = await loadShellQueryClient();
        queryClient.clear();
        queryClient.setQueryData(queryKeys.session, null);
        void latest.current.navigate(redirectTo, { replace: true });
      },
    }),
    [],
  );
}

/** A remote's props: new ones whenever language, theme or the session user change. */
export function useRemoteProps(basePath: string): RemoteAppProps {
  const language = usePreferencesStore((state) => state.language);
  const theme = usePreferencesStore((state) => state.theme);
  const user = useSessionStore((state) => state.user);
  const shell = useShellCallbacks();
  return useMemo(
    () => ({ contractVersion: REMOTE_CONTRACT_VERSION, basePath, language, theme, user, shell }),
    [basePath, language, theme, user, shell],
  );
}
