import { createI18n, LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from '../index';

beforeEach(() => localStorage.clear());

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
    const a = createI18n({ en: { hello: 'Hello' }, hi: { hello: 'नमस्ते' } }, 'hi');
    const b = createI18n({ en: { hello: 'Hi there' }, hi: { hello: 'नमस्कार' } }, 'en');
    expect(a.t('hello')).toBe('नमस्ते');
    expect(b.t('hello')).toBe('Hi there');
  });
});
