// The runtime caches of the service worker (sw.ts), named once: the page side warms them with the
// files it loaded before the worker took control (features/pwa/register-service-worker.ts).
// The version suffix changes only when a cache's content format changes; releases do not need it
// (hashed names and NetworkFirst keep them current).
export const CACHE_NAMES = {
  /** HTML of visited pages (and the SPA page app.html), NetworkFirst. */
  pages: 'cc-pages-v1',
  /** remoteEntry.js and mf-remotes.json: the unhashed pointers to a release, NetworkFirst. */
  remotePointers: 'cc-remote-pointers-v1',
  /** The remotes' content-hashed chunks and stylesheets, CacheFirst. */
  remoteFiles: 'cc-remote-files-v1',
  /** The request form's public catalogues (places, request types), NetworkFirst. */
  formCatalogues: 'cc-form-catalogues-v1',
} as const;

/** The message the page sends to have URLs it already loaded cached by their route (workbox-routing's cache listener). */
export const CACHE_URLS_MESSAGE = 'CACHE_URLS';
