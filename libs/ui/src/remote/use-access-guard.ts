import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPathReturningTo } from '../routing/return-path';
import { useRemoteProps } from './remote-props-context';

/**
 * No session: silently to /login (spec §8), which brings the person back here afterwards (a session
 * that ended mid-task returns them to it). Wrong role: an 'Access Denied' notice, then /login.
 * The server enforces the same rules; this only keeps people out of screens they cannot use.
 */
export function useAccessGuard(allowedRoles: (role: string) => boolean, deniedKey: string): boolean {
  const { t } = useTranslation();
  const { user, shell } = useRemoteProps();
  const allowed = !!user && allowedRoles(user.role);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const key = user ? `${user.id}:${user.role}` : 'anonymous';
    if (allowed || handled.current === key) return;
    handled.current = key;
    if (user) {
      shell.toast({ title: t('access.deniedTitle'), description: t(deniedKey), variant: 'destructive' });
      shell.navigate('/login');
    } else {
      shell.navigate(loginPathReturningTo(window.location.pathname));
    }
  }, [allowed, user, shell, t, deniedKey]);

  return allowed;
}
