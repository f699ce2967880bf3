import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@cc/types';
import { login, type LoginInput } from '../api/login';
import { useSetSessionUser } from './use-session';

/** POST /api/auth/login; on success the session cache holds the user at once. */
export function useLogin() {
  const setSessionUser = useSetSessionUser();
  return useMutation<SessionUser, Error, LoginInput>({
    mutationFn: login,
    onSuccess: (user) => setSessionUser(user),
  });
}
