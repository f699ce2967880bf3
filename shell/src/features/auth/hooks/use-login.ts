import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@cc/types';
import { login, type LoginInput } from '../api/login';
import { useSetSessionUser } from '../../../shared/hooks/use-session';

/**
 * POST /api/auth/login. By default the session cache holds the user at once; `deferSession`
 * leaves that to the caller (the web login stays on screen for its 1 s notice, and the /web
 * table would otherwise replace it with a 404 the moment the user is known).
 */
export function useLogin({ deferSession = false }: { deferSession?: boolean } = {}) {
  const setSessionUser = useSetSessionUser();
  return useMutation<SessionUser, Error, LoginInput>({
    mutationFn: login,
    onSuccess: (user) => {
      if (!deferSession) setSessionUser(user);
    },
  });
}
