import './features/remotes/share-bundler-runtime';
import { readStoredLanguage } from '@cc/i18n/texts';
import { shellTexts } from './i18n/shell-texts';
import { remoteForPath } from './features/remotes/remote-for-path';
import { loadRemoteManifest, preloadRemoteApp } from './features/remotes/remote-registry';
import { startEarlySessionCheck } from './shared/api/early-session';
import { isAnonymousLanding } from './shared/anonymous-landing';
import { captureInstallPrompt } from './features/pwa/install-prompt';

// The remote map and the first page's remote load while React and the shell are still
// downloading, instead of after them (shorter critical chain). A failure is shown later,
// per area, as the bilingual fallback with Retry.
// The shell's texts in the stored language likewise (bootstrap.tsx waits for them).
const language = readStoredLanguage();
void shellTexts.load(language).catch(() => undefined);
const firstRemote = remoteForPath(window.location.pathname);
if (firstRemote) preloadRemoteApp(firstRemote, language);
else loadRemoteManifest().catch(() => undefined);

// Same for the session, on every page whose first render checks it: the signed-in areas wait for it.
if (!isAnonymousLanding(window.location.pathname)) startEarlySessionCheck();
// The browser's install offer can come early; it is kept for the app promotions.
captureInstallPrompt();
// The service worker after the page has loaded, from a chunk of its own: nothing of it on the
// critical path. Production builds only (the dev server has no sw.js).
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  const register = () => void import('./features/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// Async boundary: shared modules (react, react-dom, react-router, react-query, i18next) are
// negotiated by the federation runtime before any of them is evaluated (no `eager`).
import('./bootstrap');
