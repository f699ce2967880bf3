import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@cc/api-client';
import type { Theme } from '@cc/types';

/** Spec §3 "public theme": a plain 'light' | 'dark' under a key of its own, like the site theme's key. */
function readPublicTheme(): Theme | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEYS.publicTheme);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

function storePublicTheme(theme: Theme): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.publicTheme, theme);
  } catch {
    // storage unavailable: the choice holds while the page is open
  }
}

/**
 * The public form's own theme (spec §2 /submit-request): the stored public choice, else the site's
 * theme until the visitor picks one here. Choosing here never changes the site's stored theme.
 */
export function usePublicTheme(siteTheme: Theme): [Theme, (theme: Theme) => void] {
  const [theme, setTheme] = useState<Theme>(() => readPublicTheme() ?? siteTheme);
  const choose = useCallback((next: Theme) => {
    storePublicTheme(next);
    setTheme(next);
  }, []);
  return [theme, choose];
}
