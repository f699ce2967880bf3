import type { QueryClient } from '@tanstack/react-query';

/**
 * The shell's one QueryClient, created with react-query's chunk the first time something needs
 * it (the session check, a page with queries, a shell callback), not with the landing page
 * (react-query is ~13 KB gzip the anonymous landing page does not use).
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;

export function loadedShellQueryClient(): QueryClient | undefined {
  return client;
}

export function loadShellQueryClient(): Promise<QueryClient> {
  if (client) return Promise.resolve(client);
  loading ??= import('./query-runtime').then((runtime) => (client ??= runtime.createShellQueryClient()));
  return loading;
}

/** A shell that mounts starts with a fresh cache: `given` (a test's), or one made when first needed. */
export function resetShellQueryClient(given?: QueryClient): void {
  client = given;
  loading = undefined;
}
