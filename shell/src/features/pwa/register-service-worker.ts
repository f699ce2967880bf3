// Registers the service worker (dist/shell/sw.js, shell/src/service-worker/sw.ts). Loaded as its
// own chunk after the page's `load` event (shell/src/index.ts), so none of it is on the landing
// page's critical path.
import { CACHE_URLS_MESSAGE } from '../../service-worker/cache-names';

/**
 * The files this page loaded before a worker controlled it (the first visit): sent to the worker,
 * which caches each by its route, so the page and the remotes it opened work offline from then on.
 */
function loadedSameOriginUrls(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/`));
  return [location.href, ...urls];
}

export async function registerServiceWorker(): Promise<void> {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: CACHE_URLS_MESSAGE, payload: { urlsToCache: loadedSameOriginUrls() } });
  } catch {
    // No worker (private mode, storage refused): the site works as before, only not offline.
  }
}
