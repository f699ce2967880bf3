import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, useLanguage } from '@cc/i18n';
import { usePreferencesStore } from '../stores/preferences-store';
import { shellTexts } from '../i18n/shell-texts';

/**
 * Applies the preferences store to the page: `<html lang>`, `<html data-theme>` (the remotes' CSS
 * reads it) and the shell's own i18next instance. The values live in stores/preferences-store.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((state) => state.language);
  const theme = usePreferencesStore((state) => state.theme);
  // The shell's lazy pages bring the shared texts (app-routes.tsx); its first pages need none.
  const [i18n] = useState(() => createI18n(shellTexts, language, { sharedTexts: 'on-demand' }));
  useLanguage(i18n, shellTexts, language);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
