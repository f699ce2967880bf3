import { readStoredLanguage } from '@cc/i18n';
import { browserStorage } from '@cc/api-client';
import { usePreferencesStore } from '../stores/preferences-store';

/**
 * The build pre-renders `/`, `/login` and `/web/login` (tools/prerender) for a first visit: Hindi,
 * light theme, nobody remembered or signed in on this device. `#root[data-prerendered]` names the
 * path it was rendered for. Only when this visit would render the very same tree is it hydrated;
 * otherwise (English or dark stored, a remembered or signed-in user, another path served the same
 * file) React renders afresh over it, so the first paint still comes without JavaScript and the
 * stored choice replaces it once the shell runs.
 */
export function canHydratePrerendered(container: HTMLElement): boolean {
  if (container.dataset.prerendered !== window.location.pathname) return false;
  if (readStoredLanguage() !== 'hi' || usePreferencesStore.getState().theme !== 'light') return false;
  return !browserStorage.getMobileUser() && !browserStorage.getRememberedUser();
}
