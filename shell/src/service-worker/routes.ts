// Which same-origin URLs the service worker handles, and how: one pure classifier, unit-tested
// without a worker (__tests__/routes.test.ts).

/** The request form's catalogues: public, the same for every caller, no session (the API's CACHEABLE_PUBLIC_READS). */
const FORM_CATALOGUES: ReadonlySet<string> = new Set(['/api/locations', '/api/request-types']);

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path === '/open311' || path.startsWith('/open311/');

/**
 * - `page`: a route-like path (no extension) or an .html file: NetworkFirst, the last copy offline.
 * - `remotePointer`: remoteEntry.js and the remote map, unhashed pointers to a release: NetworkFirst.
 * - `remoteFile`: a remote's content-hashed file (the server's year-long pattern): CacheFirst.
 * - `formCatalogue`: GET /api/locations and /api/request-types: NetworkFirst.
 * - null: not handled at all. Every other `/api/**` and `/open311` is null: the worker does not
 *   answer it, not even NetworkOnly, so the browser's own network path serves it as without a
 *   worker and nothing authenticated can come out of a cache.
 */
export type RouteKind = 'page' | 'remotePointer' | 'remoteFile' | 'formCatalogue';

export function routeKind(path: string, method: string): RouteKind | null {
  if (method !== 'GET') return null;
  if (isApiPath(path)) return FORM_CATALOGUES.has(path) ? 'formCatalogue' : null;
  if (path === '/mf-remotes.json' || /^\/mf\/[a-z0-9-]+\/remoteEntry\.js$/.test(path)) return 'remotePointer';
  if (/^\/mf\/[a-z0-9-]+\/.+\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(path)) return 'remoteFile';
  if (path.startsWith('/mf/')) return null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html') ? 'page' : null;
}
