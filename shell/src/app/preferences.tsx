import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePreferencesStore } from '../stores/preferences-store';
import { createShellI18n } from '../i18n/shell-i18n';

/**
 * Applies the preferences store to the page: `<html lang>`, `<html data-theme>` (the remotes' CSS
 * reads it) and the shell's own i18next instance. The values live in stores/preferences-store.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((state) => state.language);
  const theme = usePreferencesStore((state) => state.theme);
  const [i18n] = useState(() => createShellI18n(language));

  useEffect(() => {
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
