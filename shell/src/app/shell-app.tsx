import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './app-routes';

/**
 * The whole shell below the router: the one tree the browser renders (bootstrap.tsx, inside
 * BrowserRouter) and the build pre-renders (tools/prerender, inside StaticRouter). Both must be the
 * same for hydrateRoot to find no mismatch.
 */
export function ShellApp({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Router>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}
