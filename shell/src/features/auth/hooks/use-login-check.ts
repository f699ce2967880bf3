import { useCallback, useEffect } from 'react';
import { useFirstInteraction } from '@cc/ui';

const loadCheck = () => import('../login-fields-check');

/**
 * The login forms' check of their fields against the API's schema, loaded on the visitor's first
 * interaction (or at submit, whichever comes first). The schema brings joi, ~50 KB gzip whose
 * evaluation was the login page's longest task (0.8 s in Lighthouse's throttled phone);
 * the pre-rendered page needs none of it to show and hydrate.
 */
export function useLoginCheck() {
  const interacted = useFirstInteraction(true);
  useEffect(() => {
    if (interacted) void loadCheck();
  }, [interacted]);
  // The check's chunk not loading (the connection dropped) must not make Login do nothing: the
  // API applies the same schema and answers with the same message.
  return useCallback(
    (values: { username: string; password: string }) => loadCheck().then((check) => check.firstLoginError(values), () => undefined),
    [],
  );
}
