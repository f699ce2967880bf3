import type { Language } from '@cc/types';

export type Translations = Record<string, unknown>;

export interface BilingualResources {
  en: Translations;
  hi: Translations;
}

/** How an app fetches one language's texts: a dynamic import, so each language is a chunk of its own. */
export type TextLoaders = Record<Language, () => Promise<Translations>>;

/**
 * One app's texts, one chunk per language: a visitor downloads only the language on
 * screen, and the other only if they switch. No i18next in this file: the shell starts the fetch
 * in its entry, before the shared libraries are negotiated (shell/src/index.ts).
 *
 * An app whose first page shows a small part of its texts keeps the rest in a second chunk per
 * language (`later`): fetched when a page that needs it opens (`loadLater`), and from then on with
 * every language the app loads, so a later switch brings both parts before the words change.
 */
export interface AppTexts {
  /** The language's texts if they have arrived (or were bundled with the entry that runs); both parts once the later part is wanted. */
  loaded(language: Language): Translations | undefined;
  /** Fetches the language's chunk (and its later part, once wanted) once; a failed fetch is forgotten, so the next call tries again. */
  load(language: Language): Promise<Translations>;
  /** A remote's per-language entry (`./App.hi`) hands over the texts it bundles, before the first render. */
  provide(language: Language, translations: Translations): void;
  /**
   * From now on the later part is wanted: fetches it for every language the app has or is
   * fetching. Resolves when they are here (at once for an app without a later part).
   */
  loadLater(): Promise<void>;
  /** Calls `listener` with each later part as it arrives: each i18next instance of the app adds it (createI18n). */
  onLaterArrival(listener: (language: Language, translations: Translations) => void): void;
}

/** A chunk per language, each fetched once; a failed fetch is forgotten, so the next call tries again. */
function languageChunks(loaders: TextLoaders, arrived: (language: Language, translations: Translations) => void = () => undefined) {
  const loaded: Partial<Record<Language, Translations>> = {};
  const loading: Partial<Record<Language, Promise<Translations>>> = {};
  return {
    loaded,
    loading,
    load(language: Language): Promise<Translations> {
      const have = loaded[language];
      if (have) return Promise.resolve(have);
      loading[language] ??= loaders[language]().then(
        (translations) => {
          loaded[language] = translations;
          arrived(language, translations);
          return translations;
        },
        (error: unknown) => {
          delete loading[language];
          throw error;
        },
      );
      return loading[language];
    },
  };
}

const LANGUAGES = ['en', 'hi'] as const;

export function appTexts(loaders: TextLoaders, { later: laterLoaders }: { later?: TextLoaders } = {}): AppTexts {
  const listeners = new Set<(language: Language, translations: Translations) => void>();
  const first = languageChunks(loaders);
  const later = laterLoaders ? languageChunks(laterLoaders, (language, translations) => listeners.forEach((listener) => listener(language, translations))) : null;
  let laterWanted = false;
  // The parts hold different top-level keys (the landing page's, the other pages').
  const withLater = (language: Language, translations: Translations): Translations | undefined => {
    if (!later || !laterWanted) return translations;
    const rest = later.loaded[language];
    return rest ? { ...translations, ...rest } : undefined;
  };
  return {
    loaded(language) {
      const translations = first.loaded[language];
      return translations && withLater(language, translations);
    },
    async load(language) {
      const [translations] = await Promise.all([first.load(language), later && laterWanted ? later.load(language) : undefined]);
      return withLater(language, translations) ?? translations;
    },
    provide(language, translations) {
      first.loaded[language] = translations;
    },
    async loadLater() {
      laterWanted = true;
      if (!later) return;
      const languages = LANGUAGES.filter((language) => first.loaded[language] || first.loading[language]);
      await Promise.all(languages.map((language) => later.load(language)));
    },
    onLaterArrival(listener) {
      listeners.add(listener);
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
