import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@cc/types';
import type { AppTexts } from './app-texts';
import { markLanguageDownload } from './language-download';

type SharedTexts = (typeof import('./shared-texts'))['SHARED_TEXTS'];

let sharedTexts: SharedTexts | null = null;
let sharedTextsLoading: Promise<SharedTexts> | null = null;
let announceSharedTexts: (texts: SharedTexts) => void = () => undefined;
const sharedTextsArrived = new Promise<SharedTexts>((resolve) => {
  announceSharedTexts = resolve;
});

/**
 * The shared catalogue (shared-texts.ts: stored codes' names, validation messages) is a chunk of
 * its own: the first pages (landing, login form before it is sent) show none of it. Every instance
 * of this bundle receives it when it arrives. Tests await it once in their set-up.
 */
export function loadSharedTexts(): Promise<SharedTexts> {
  sharedTextsLoading ??= import('./shared-texts').then((module) => {
    sharedTexts = module.SHARED_TEXTS;
    announceSharedTexts(sharedTexts);
    return sharedTexts;
  });
  return sharedTextsLoading;
}

/** A lazy page's import that also brings the shared texts, for pages that show codes or messages. */
export function withSharedTexts<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, loadSharedTexts()]).then(([module]) => module);
}

function addSharedTexts(instance: I18n, texts: SharedTexts): void {
  // Deep, without overwriting: an app's own text under the same key wins, as before.
  for (const language of ['en', 'hi'] as const) instance.addResourceBundle(language, 'translation', texts[language], true, false);
}

const SHARED_KEY = /^(codes|validation)\./;

export interface CreateI18nOptions {
  /**
   * 'eager' (the default) fetches the shared texts now; 'on-demand' waits for a page that asks
   * (withSharedTexts) or for the first missing `codes.`/`validation.` key: the shell and mf-public,
   * whose first pages need none of it.
   */
  sharedTexts?: 'eager' | 'on-demand';
}

/**
 * Each app (shell and every remote) owns its own i18next instance (architecture §2), built from its
 * own texts (app-texts.ts). Synchronous init, so the first render is translated: the language on
 * screen has arrived by then (the shell awaits it before rendering, a remote's `./App.<language>`
 * bundles it); any other language that has arrived is added too.
 */
export function createI18n(texts: AppTexts, language: Language, options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  const resource: Resource = {};
  for (const each of ['en', 'hi'] as const) {
    const translations = texts.loaded(each);
    if (translations) resource[each] = { translation: { ...translations } };
  }
  // Should the language on screen be missing after all, the instance starts in one that is here
  // (words in the other language for a moment rather than keys) and switches when it arrives.
  const initial = texts.loaded(language) ? language : (['hi', 'en'] as const).find((each) => texts.loaded(each)) ?? language;
  void instance.use(initReactI18next).init({
    resources: resource,
    lng: initial,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // A shared key asked for before the texts arrived fetches them; the screen then renders again.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      if (SHARED_KEY.test(key)) void loadSharedTexts();
    },
    react: { bindI18nStore: 'added' },
  });
  // An app's later texts (app-texts.ts) join every instance of it as they arrive; the screen renders again.
  texts.onLaterArrival((arrived, translations) => instance.addResourceBundle(arrived, 'translation', translations, true, true));
  if (sharedTexts) addSharedTexts(instance, sharedTexts);
  else {
    void sharedTextsArrived.then((texts) => addSharedTexts(instance, texts));
    if (options.sharedTexts !== 'on-demand') void loadSharedTexts();
  }
  if (initial !== language || !texts.loaded(language)) void switchLanguage(instance, texts, language);
  return instance;
}

/**
 * Shows `language` once its texts are here: fetches them if need be, then changes the instance's
 * language. Resolves false (the instance keeps its language) if the fetch fails, e.g. offline
 * before the service worker has the chunk: the page stays readable rather than showing keys.
 */
export async function switchLanguage(instance: I18n, texts: AppTexts, language: Language, stillWanted: () => boolean = () => true): Promise<boolean> {
  const downloading = !texts.loaded(language);
  if (downloading) markLanguageDownload(language, 1);
  let translations;
  try {
    translations = await texts.load(language);
  } catch {
    return false;
  } finally {
    if (downloading) markLanguageDownload(language, -1);
  }
  if (!stillWanted()) return false;
  // Deep and overwriting: an app's own text wins over a shared one under the same key, as at init.
  instance.addResourceBundle(language, 'translation', translations, true, true);
  if (instance.language !== language) await instance.changeLanguage(language);
  return true;
}
