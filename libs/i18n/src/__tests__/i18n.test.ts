import { bundledTexts, codeLabel, createI18n, LANGUAGE_STORAGE_KEY, loadSharedTexts, readStoredLanguage, storeLanguage, validationText } from '../index';

beforeEach(() => localStorage.clear());

describe('the shared texts chunk', () => {
  it('reaches an instance created before it arrived', async () => {
    const early = createI18n(bundledTexts({ en: {}, hi: {} }), 'hi');
    await loadSharedTexts();
    expect(codeLabel(early.t, 'eventCategory', 'rally')).toBe('रैली');
  });
});


describe('language preference', () => {
  it('is Hindi by default and stored under citizen-connect-language', () => {
    expect(readStoredLanguage()).toBe('hi');
    storeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(LANGUAGE_STORAGE_KEY).toBe('citizen-connect-language');
    expect(readStoredLanguage()).toBe('en');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBe('hi');
  });

  it('creates independent instances that translate synchronously', () => {
    const a = createI18n(bundledTexts({ en: { hello: 'Hello' }, hi: { hello: 'नमस्ते' } }), 'hi');
    const b = createI18n(bundledTexts({ en: { hello: 'Hi there' }, hi: { hello: 'नमस्कार' } }), 'en');
    expect(a.t('hello')).toBe('नमस्ते');
    expect(b.t('hello')).toBe('Hi there');
  });
});

describe('codeLabel', () => {
  it('names stored codes through i18n in both languages, with words for codes nobody has named yet', () => {
    const hi = createI18n(bundledTexts({ en: {}, hi: {} }), 'hi');
    const en = createI18n(bundledTexts({ en: {}, hi: {} }), 'en');
    expect(codeLabel(hi.t, 'eventCategory', 'rally')).toBe('रैली');
    expect(codeLabel(en.t, 'galleryCategory', 'public-works')).toBe('Public Works');
    expect(codeLabel(hi.t, 'templateCategory', 'staff-response')).toBe('कर्मचारी उत्तर');
    expect(codeLabel(hi.t, 'eventCategory', null)).toBe('सामान्य');
    expect(codeLabel(en.t, 'eventCategory', 'town-hall')).toBe('Town Hall');
    // The history role of an Open311 filing is named, not humanised to "Open311".
    expect(codeLabel(en.t, 'role', 'open311')).toBe('Open311 client');
    expect(codeLabel(hi.t, 'role', 'open311')).toBe('ओपन311 क्लाइंट');
    expect(codeLabel(en.t, 'role', 'track_link')).toBe('Citizen (tracking link)');
    expect(codeLabel(hi.t, 'role', 'track_link')).toBe('नागरिक (ट्रैकिंग लिंक)');
  });
});

describe('the message catalogue in every app', () => {
  it('is under validation.<key> in both languages, with Invalid value for a key it lacks', () => {
    const hi = createI18n(bundledTexts({ en: {}, hi: {} }), 'hi');
    const en = createI18n(bundledTexts({ en: {}, hi: {} }), 'en');
    expect(validationText(en.t, 'remarksRequiredForRejection')).toBe('Remarks are required for rejection.');
    expect(validationText(hi.t, 'remarksRequiredForRejection')).toBe('अस्वीकृति के लिए टिप्पणी आवश्यक है।');
    expect(validationText(hi.t, 'noSuchKey')).toBe('अमान्य मान');
  });
});
