import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the build's pre-render and while React hydrates it, true once the page is live (and
 * at once on a page React renders itself). A pre-rendered form and the language and theme toggles
 * are disabled until then: what is typed or clicked before hydration would not reach React's state
 * (tools/prerender).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
