import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { readStoredLanguage, storeLanguage } from '@cc/i18n';
import { STORAGE_KEYS } from '@cc/api-client';
import type { Language, Theme } from '@cc/types';
import { createShellI18n } from '../i18n/shell-i18n';

/** The shell owns language and theme (architecture §2) and passes both to the remotes. */
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

interface Preferences {
  language: Language;
  theme: Theme;
  setLanguage(language: Language): void;
  setTheme(theme: Theme): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(readStoredLanguage);
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [i18n] = useState(() => createShellI18n(language));

  useEffect(() => {
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage unavailable: the choice holds for this page view
    }
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ language, theme, setLanguage, setTheme }), [language, theme, setLanguage, setTheme]);
  return (
    <PreferencesContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </PreferencesContext.Provider>
  );
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences outside PreferencesProvider');
  return value;
}
