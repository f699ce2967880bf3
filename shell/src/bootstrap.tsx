import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadSharedTexts, readStoredLanguage } from '@cc/i18n';
import { ShellApp } from './app/shell-app';
import { canHydratePrerendered } from './app/prerendered-page';
import { remoteForPath } from './features/remotes/remote-for-path';
import { loadStoredPreferences } from './stores/preferences-store';
import { shellTexts } from './i18n/shell-texts';

/**
 * Renders the shell, hydrating the pre-rendered HTML only when this visit would render the same
 * tree (prerendered-page.ts); otherwise React renders afresh over it in the stored language and theme.
 */
function start(container: HTMLElement): void {
  loadStoredPreferences();
  const app = <ShellApp router={BrowserRouter} />;
  if (canHydratePrerendered(container)) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/**
 * The shell's texts in the stored language (index.ts started the download), so the first render is
 * translated. A failed download does not stop the page: createI18n starts in a language it has and retries.
 */
function storedLanguageTexts(): Promise<unknown> {
  return shellTexts.load(readStoredLanguage()).catch(() => undefined);
}

const container = document.getElementById('root');
if (container) {
  // A pre-rendered shell page (the login forms) brings the shared texts with its lazy chunk;
  // arriving mid-hydration they would re-render the tree above the page, and React would render
  // the page afresh instead of hydrating it. So they are here first.
  const sharedTextsFirst = canHydratePrerendered(container) && !remoteForPath(window.location.pathname);
  void Promise.all([storedLanguageTexts(), sharedTextsFirst ? loadSharedTexts() : undefined]).then(() => start(container));
}
