import type { Language } from '@cc/types';

export type Translations = Record<string, unknown>;

export interface BilingualResources {
  en: Translations;
  hi: Translations;
}

/** How an app fetches one language's texts: a dynamic import, so each language is a chunk of its own. */
export type TextLoaders = Record<Language, () => Promise<Translations>>;

/**
 * One app's texts, one chunk per language (issue 13): a visitor downloads only the language on
 * screen, and the other only if they switch. No i18next in this file: the shell starts the fetch
 * in its entry, before the shared libraries are negotiated (shell/src/index.ts).
 */
export interface AppTexts {
  /** The language's texts if they have arrived (or were bundled with the entry that runs). */
  loaded(language: Language): Translations | undefined;
  /** Fetches the language's chunk once; a failed fetch is forgotten, so the next call tries again. */
  load(language: Language): Promise<Translations>;
  /** A remote's per-language entry (`./App.hi`) hands over the texts it bundles, before the first render. */
  provide(language: Language, translations: Translations): void;
}

export function appTexts(loaders: TextLoaders): AppTexts {
  const loaded: Partial<Record<Language, Translations>> = {};
  const loading: Partial<Record<Language, Promise<Translations>>> = {};
  return {
    loaded: (language) => loaded[language],
    load(language) {
      const have = loaded[language];
      if (have) return Promise.resolve(have);
      loading[language] ??= loaders[language]().then(
        (translations) => (loaded[language] = translations),
        (error: unknown) => {
          delete loading[language];
          throw error;
        },
      );
      return loading[language];
    },
    provide(language, translations) {
      loaded[language] = translations;
    },
  };
}

/** Texts that are all at hand, both languages at once: for tests that build an i18n instance of their own. */
export function bundledTexts(resources: BilingualResources): AppTexts {
  const texts = appTexts({ en: async () => resources.en, hi: async () => resources.hi });
  texts.provide('en', resources.en);
  texts.provide('hi', resources.hi);
  return texts;
}
