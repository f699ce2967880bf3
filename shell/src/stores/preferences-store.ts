import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { readStoredLanguage, storeLanguage } from '@cc/i18n';
import { STORAGE_KEYS } from '@cc/api-client';
import type { Language, Theme } from '@cc/types';
import { clearToasts } from './toast-store';

/**
 * The shell owns language and theme (architecture §2) and hands them to the remotes as props; no
 * remote imports this store. Persisted by hand under today's keys (no `persist` middleware: it would
 * wrap the values in JSON and change what spec §3 stores).
 */
export const THEME_STORAGE_KEY = STORAGE_KEYS.theme;

function readStoredTheme(): Theme {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // storage unavailable
  }
  return 'light';
}

function storeTheme(theme: Theme): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage unavailable: the choice holds for this page view
  }
}

export interface PreferencesState {
  language: Language;
  theme: Theme;
  setLanguage(language: Language): void;
  setTheme(theme: Theme): void;
}

export const usePreferencesStore = create<PreferencesState>()((set, get) => ({
  language: readStoredLanguage(),
  theme: readStoredTheme(),
  setLanguage: (language) => {
    storeLanguage(language);
    // A toast carries words in the language it was written in (the shell's or a remote's t()), and
    // cannot follow the switch: it goes, rather than stay in the old language on the new page.
    if (language !== get().language) clearToasts();
    set({ language });
  },
  setTheme: (theme) => {
    storeTheme(theme);
    set({ theme });
  },
}));

/** Re-reads the stored choices; the shell calls it when it mounts (and tests get a fresh start). */
export function loadStoredPreferences(): void {
  usePreferencesStore.setState({ language: readStoredLanguage(), theme: readStoredTheme() });
}

/** Language, theme and their setters; re-renders only when one of them changes. */
export function usePreferences(): PreferencesState {
  return usePreferencesStore(
    useShallow(({ language, theme, setLanguage, setTheme }) => ({ language, theme, setLanguage, setTheme })),
  );
}
