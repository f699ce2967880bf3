import { remoteForPath } from './features/remotes/remote-for-path';
import { loadRemoteManifest, preloadRemoteApp } from './features/remotes/remote-registry';

// The remote map and the first page's remote load while React and the shell are still
// downloading, instead of after them (shorter critical chain). A failure is shown later,
// per area, as the bilingual fallback with Retry.
const firstRemote = remoteForPath(window.location.pathname);
if (firstRemote) preloadRemoteApp(firstRemote);
else loadRemoteManifest().catch(() => undefined);

// Async boundary: shared modules (react, react-dom, react-router, react-query, i18next) are
// negotiated by the federation runtime before any of them is evaluated (no `eager`).
import('./bootstrap');
