import { useEffect } from 'react';
import { loadStoredPreferences } from '../stores/preferences-store';

const LIVE_ATTRIBUTE = 'data-page-live';

/**
 * Marks `<html data-page-live>` once the first page's content is live (hydrated or rendered), so its
 * own buttons answer clicks. Until then shell/public/boot-preferences.js answers the language and
 * theme toggles by storing the choice; the stored choice is applied here, so a click made while the
 * page was still arriving (before the shell ran, or before the page's remote had hydrated) is not lost.
 */
export function usePageLive(): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute(LIVE_ATTRIBUTE)) return;
    root.setAttribute(LIVE_ATTRIBUTE, '');
    loadStoredPreferences();
    // boot-preferences.js's busy marks for a language chosen before now: the page is in it now.
    root.removeAttribute('data-language-pending');
    document.getElementById('root')?.removeAttribute('aria-busy');
  }, []);
}

/** usePageLive as an element, for a Suspense boundary's content (a remote's page). */
export function PageLive(): null {
  usePageLive();
  return null;
}
