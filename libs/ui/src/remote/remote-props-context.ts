import { createContext, useContext } from 'react';
import type { RemoteAppProps } from '@cc/types';

// Each remote bundles its own copy of this module, so each has its own context: nothing is
// shared between remotes at run time except what tools/webpack/shared-deps.js lists.
export const RemotePropsContext = createContext<RemoteAppProps | null>(null);

/** The shell's props (user, language, callbacks) for any component of this remote. */
export function useRemoteProps(): RemoteAppProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside the remote App');
  return props;
}

/** Absolute path of one of this remote's own pages, under the shell-given basePath. */
export function useAppPath(): (path: string) => string {
  const { basePath } = useRemoteProps();
  const base = basePath.replace(/\/+$/, '');
  return (path) => (path === '/' || path === '' ? base || '/' : `${base}${path.startsWith('/') ? path : `/${path}`}`);
}

/** /web/<area> is the web variant of spec §2 (tabs, profile, dialogs); /<area> the mobile one. */
export function useIsWebVariant(): boolean {
  const { basePath } = useRemoteProps();
  return basePath === '/web' || basePath.startsWith('/web/');
}
