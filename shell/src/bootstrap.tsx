import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadSharedTexts } from '@cc/i18n';
import { ShellApp } from './app/shell-app';
import { canHydratePrerendered } from './app/prerendered-page';
import { remoteForPath } from './features/remotes/remote-for-path';
import { loadStoredPreferences } from './stores/preferences-store';

/**
 * Renders the shell, hydrating the pre-rendered HTML only when this visit would render the same
 * tree. Decided at the last moment: a toggle clicked before now (boot-preferences.js stored it)
 * means a fresh render in the new language or theme. One clicked from now until the page is live
 * is applied then (app/page-live.ts).
 */
function start(container: HTMLElement): void {
  loadStoredPreferences();
  const app = <ShellApp router={BrowserRouter} />;
  if (canHydratePrerendered(container)) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (container) {
  if (!canHydratePrerendered(container) || remoteForPath(window.location.pathname)) start(container);
  else {
    // A pre-rendered shell page (the login forms) brings the shared texts with its lazy chunk;
    // arriving mid-hydration they would re-render the tree above the page, and React would render
    // the page afresh instead of hydrating it. So they are here first.
    void loadSharedTexts().then(() => start(container));
  }
}
