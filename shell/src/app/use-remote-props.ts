import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { browserStorage, queryKeys } from '@cc/api-client';
import { REMOTE_CONTRACT_VERSION, type RemoteAppProps, type ShellCallbacks } from '@cc/types';
import { usePreferences } from './preferences';
import { useToast } from './toast';
import { useSession } from '../features/auth/hooks/use-session';
import { logout } from '../features/auth/api/logout';

/** The callbacks handed to remotes; stable across renders so remotes can list them as deps. */
export function useShellCallbacks(): ShellCallbacks {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setLanguage, setTheme } = usePreferences();
  const latest = useRef({ toast, navigate, setLanguage, setTheme });
  latest.current = { toast, navigate, setLanguage, setTheme };

  return useMemo<ShellCallbacks>(
    () => ({
      toast: (input) => latest.current.toast(input),
      setLanguage: (language) => latest.current.setLanguage(language),
      setTheme: (theme) => latest.current.setTheme(theme),
      navigate: (path) => void latest.current.navigate(path),
      refreshSession: async () => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      },
      logout: async (redirectTo = '/login') => {
        try {
          await logout();
        } catch {
          // Spec §7: whether logout succeeds or fails, the local session is cleared.
        }
        browserStorage.setMobileUser(null);
        queryClient.clear();
        queryClient.setQueryData(queryKeys.session, null);
        void latest.current.navigate(redirectTo, { replace: true });
      },
    }),
    [queryClient],
  );
}

export function useRemoteProps(basePath: string): RemoteAppProps {
  const { language, theme } = usePreferences();
  const session = useSession();
  const shell = useShellCallbacks();
  const user = session.data ?? null;
  return useMemo(
    () => ({ contractVersion: REMOTE_CONTRACT_VERSION, basePath, language, theme, user, shell }),
    [basePath, language, theme, user, shell],
  );
}
