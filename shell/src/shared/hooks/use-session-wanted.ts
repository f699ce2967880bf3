import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFirstInteraction } from '@cc/ui';
import { isAnonymousLanding } from '../anonymous-landing';

/**
 * Whether the shell should check the server session now. The landing page (`/`) shows nothing of
 * the session, so for a visitor this device remembers no one for, the check (and the HTTP client
 * it loads) waits for the first interaction or another page; everywhere else it runs
 * from the first render. Once wanted, it stays wanted.
 */
export function useSessionWanted(): boolean {
  const { pathname } = useLocation();
  const anonymousLanding = isAnonymousLanding(pathname);
  const [leftLanding, setLeftLanding] = useState(!anonymousLanding);
  useEffect(() => {
    if (!anonymousLanding) setLeftLanding(true);
  }, [anonymousLanding]);
  return useFirstInteraction(!leftLanding);
}
