// The service worker, compiled by workbox-webpack-plugin's InjectManifest in the
// shell's production build (tools/webpack/service-worker-plugin.js) to dist/shell/sw.js.
// Strategies and why: docs/decisions/0010-installable-app-and-offline-drafts.md.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_NAMES } from './cache-names';
import { routeKind, type RouteKind } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The shell's own build (its hashed scripts and stylesheets, boot-preferences.js, the icons and the
// manifest), fetched at install so the shell starts offline. The pre-rendered HTML is written after
// webpack (tools/prerender) and is cached as a page instead.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
const NETWORK_TIMEOUT_SECONDS = 4;

const pages = new NetworkFirst({ cacheName: CACHE_NAMES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 50 })] });
const STRATEGIES: Record<RouteKind, Strategy> = {
  // The network first: a page's HTML names this release's files; the last copy when offline.
  page: pages,
  // remoteEntry.js is not hashed: asked of the network every time, so a new release is picked up as
  // soon as the network answers; the cached copy keeps an opened remote loadable offline.
  remotePointer: new NetworkFirst({ cacheName: CACHE_NAMES.remotePointers, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly] }),
  // A hashed name never changes its bytes: the cache answers; old releases' files age out.
  remoteFile: new CacheFirst({ cacheName: CACHE_NAMES.remoteFiles, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 })] }),
  // Public lists the same for everyone: a form opened offline still names its draft's district and type.
  formCatalogue: new NetworkFirst({ cacheName: CACHE_NAMES.formCatalogues, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60 })] }),
};

for (const [kind, strategy] of Object.entries(STRATEGIES) as Array<[RouteKind, Strategy]>) {
  // Same origin only: the page's CSP lets the worker fetch nothing else (connect-src 'self').
  registerRoute(({ url, request }) => url.origin === self.location.origin && routeKind(url.pathname, request.method) === kind, strategy);
}
// Anything else (every /api path but the two catalogues, /open311) matches no route: the worker
// does not answer it and the browser fetches it as if there were no worker.

// A route never visited, offline: the SPA page (app.html), whose routes render from the cached
// shell and remotes.
const SPA_PAGE = '/app.html';
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const fallback = await caches.match(SPA_PAGE, { cacheName: CACHE_NAMES.pages });
    if (fallback) return fallback;
  }
  return Response.error();
});

// A new release takes over at once: every file is versioned by name and pages are NetworkFirst,
// so an open tab keeps working with the files it has. The SPA page and the landing page are
// cached at install. The files the page loaded before this worker controlled it arrive as a
// CACHE_URLS message (features/pwa/register-service-worker.ts), which workbox-routing's default
// router caches through the route each matches.
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(Promise.all([SPA_PAGE, '/'].map((url) => pages.handleAll({ event, request: new Request(url) })[1])).catch(() => undefined));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
