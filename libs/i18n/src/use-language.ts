import { useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@cc/types';
import type { AppTexts } from './app-texts';
import { switchLanguage } from './create-i18n';

/**
 * Keeps an app's i18next instance on the language the shell chose, fetching that language's texts
 * first. A choice overtaken by a newer one before its texts arrive is dropped, so quick toggling
 * ends on the last language chosen.
 */
export function useLanguage(i18n: I18n, texts: AppTexts, language: Language): void {
  useEffect(() => {
    if (i18n.language === language) return;
    let wanted = true;
    void switchLanguage(i18n, texts, language, () => wanted);
    return () => {
      wanted = false;
    };
  }, [i18n, texts, language]);
}
