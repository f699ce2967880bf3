import { appTexts, createI18n, switchLanguage, type Translations } from '../index';

/** An app's two text chunks, with a record of which were fetched; `failing` makes the next fetch of a language fail. */
function chunks() {
  const fetched: string[] = [];
  const failing = new Set<string>();
  const load = (language: 'en' | 'hi', translations: Translations) => async () => {
    fetched.push(language);
    if (failing.delete(language)) throw new Error(`ChunkLoadError: ${language}`);
    return translations;
  };
  const texts = appTexts({ en: load('en', { greeting: 'Hello' }), hi: load('hi', { greeting: 'नमस्ते' }) });
  return { texts, fetched, failing };
}

describe('an app with a text chunk per language', () => {
  it('shows the language it was given and fetches the other only when asked, once', async () => {
    const { texts, fetched } = chunks();
    texts.provide('hi', { greeting: 'नमस्ते' });
    const i18n = createI18n(texts, 'hi');
    expect(i18n.t('greeting')).toBe('नमस्ते');
    expect(fetched).toEqual([]);

    await expect(switchLanguage(i18n, texts, 'en')).resolves.toBe(true);
    expect(i18n.t('greeting')).toBe('Hello');
    await switchLanguage(i18n, texts, 'hi');
    await switchLanguage(i18n, texts, 'en');
    expect(i18n.t('greeting')).toBe('Hello');
    expect(fetched).toEqual(['en']);
  });

  it('keeps the language on screen when the other cannot be fetched, and tries again on the next switch', async () => {
    const { texts, fetched, failing } = chunks();
    texts.provide('hi', { greeting: 'नमस्ते' });
    const i18n = createI18n(texts, 'hi');
    failing.add('en');
    await expect(switchLanguage(i18n, texts, 'en')).resolves.toBe(false);
    expect(i18n.language).toBe('hi');
    expect(i18n.t('greeting')).toBe('नमस्ते');

    await expect(switchLanguage(i18n, texts, 'en')).resolves.toBe(true);
    expect(i18n.t('greeting')).toBe('Hello');
    expect(fetched).toEqual(['en', 'en']);
  });

  it('drops a switch overtaken by a newer choice before its texts arrived', async () => {
    const { texts } = chunks();
    texts.provide('hi', { greeting: 'नमस्ते' });
    const i18n = createI18n(texts, 'hi');
    let wanted = true;
    const overtaken = switchLanguage(i18n, texts, 'en', () => wanted);
    wanted = false;
    await expect(overtaken).resolves.toBe(false);
    expect(i18n.t('greeting')).toBe('नमस्ते');
  });

  it('starts in a language it has, not in keys, when the one asked for has not arrived, then switches', async () => {
    const { texts } = chunks();
    texts.provide('hi', { greeting: 'नमस्ते' });
    const i18n = createI18n(texts, 'en');
    expect(i18n.t('greeting')).toBe('नमस्ते');
    await new Promise((resolve) => i18n.on('languageChanged', resolve));
    expect(i18n.t('greeting')).toBe('Hello');
  });

  it('says the page is busy while the texts of the chosen language download, and not once they are here', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    let arrive: (translations: Translations) => void = () => undefined;
    const texts = appTexts({ en: () => new Promise((resolve) => (arrive = resolve)), hi: async () => ({ greeting: 'नमस्ते' }) });
    texts.provide('hi', { greeting: 'नमस्ते' });
    const i18n = createI18n(texts, 'hi');
    const root = document.documentElement;

    const switching = switchLanguage(i18n, texts, 'en');
    expect(root.getAttribute('data-language-pending')).toBe('en');
    expect(document.getElementById('root')).toHaveAttribute('aria-busy', 'true');
    arrive({ greeting: 'Hello' });
    await switching;
    expect(i18n.t('greeting')).toBe('Hello');
    expect(root).not.toHaveAttribute('data-language-pending');
    expect(document.getElementById('root')).not.toHaveAttribute('aria-busy');

    // Back to a language already here: nothing to wait for, no busy marks at all.
    const back = switchLanguage(i18n, texts, 'hi');
    expect(root).not.toHaveAttribute('data-language-pending');
    await back;
  });
});

describe('an app whose other pages\' texts are a later part', () => {
  /** An app on its landing page in Hindi. First part: the landing page's words; later part: another page's. */
  function hindiLandingPage() {
    const fetched: string[] = [];
    const chunk = (name: string, translations: Translations) => async () => {
      fetched.push(name);
      return translations;
    };
    const texts = appTexts(
      { en: chunk('en', { landing: 'Welcome' }), hi: chunk('hi', { landing: 'स्वागत है' }) },
      { later: { en: chunk('pages.en', { track: 'Track' }), hi: chunk('pages.hi', { track: 'ट्रैक करें' }) } },
    );
    texts.provide('hi', { landing: 'स्वागत है' });
    return { texts, fetched, i18n: createI18n(texts, 'hi') };
  }

  it('fetches no later part for the first page, and only the language on screen\'s when a page asks', async () => {
    const { texts, fetched, i18n } = hindiLandingPage();
    expect(i18n.t('landing')).toBe('स्वागत है');
    expect(fetched).toEqual([]);

    await texts.loadLater();
    expect(i18n.t('track')).toBe('ट्रैक करें');
    expect(fetched).toEqual(['pages.hi']);
  });

  it('once a later page was opened, a switch brings both parts of the other language before the words change', async () => {
    const { texts, fetched, i18n } = hindiLandingPage();
    await texts.loadLater();

    await expect(switchLanguage(i18n, texts, 'en')).resolves.toBe(true);
    expect(i18n.t('landing')).toBe('Welcome');
    expect(i18n.t('track')).toBe('Track');
    expect(fetched).toEqual(['pages.hi', 'en', 'pages.en']);
  });

  it('a switch on the first page alone fetches the other language\'s first part only', async () => {
    const { texts, fetched, i18n } = hindiLandingPage();
    await switchLanguage(i18n, texts, 'en');
    expect(i18n.t('landing')).toBe('Welcome');
    expect(fetched).toEqual(['en']);
  });

  it('a page opened while a switch is downloading gets its words in the language switched to', async () => {
    const { texts, fetched, i18n } = hindiLandingPage();
    const switching = switchLanguage(i18n, texts, 'en');
    await texts.loadLater();
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('track')).toBe('Track');
    expect(fetched.sort()).toEqual(['en', 'pages.en', 'pages.hi']);
  });
});
