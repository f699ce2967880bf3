import type { ComponentType } from 'react';
import { loadedShellQueryClient, loadShellQueryClient } from './shell-query-client';

/**
 * For `lazy()`: a page that uses react-query (login, registration), rendered inside the shell's
 * one QueryClient; react-query and the client load with the page's chunk, not with the landing page.
 */
export async function withShellQueries<P extends object>(page: Promise<ComponentType<P>>): Promise<{ default: ComponentType<P> }> {
  const [{ QueryClientProvider }, loaded, Page] = await Promise.all([import('@tanstack/react-query'), loadShellQueryClient(), page]);
  return {
    default: function WithShellQueries(props: P) {
      // The client of the shell rendering now (lazy() keeps this component for the page's lifetime).
      const client = loadedShellQueryClient() ?? loaded;
      return (
        <QueryClientProvider client={client}>
          <Page {...props} />
        </QueryClientProvider>
      );
    },
  };
}
