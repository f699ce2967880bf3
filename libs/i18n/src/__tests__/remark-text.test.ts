import { bundledTexts, createI18n, loadSharedTexts, remarkText } from '../index';

beforeAll(() => loadSharedTexts());

describe('remarkText: a stored remark in the screen\'s language', () => {
  it('reads a default remark by its key in the language on screen, whatever language it was stored in', async () => {
    const hi = createI18n(bundledTexts({ en: {}, hi: {} }), 'hi');
    const en = createI18n(bundledTexts({ en: {}, hi: {} }), 'en');
    expect(remarkText(hi.t, 'Request approved.', 'requestApprovedDefault')).not.toBe('Request approved.');
    expect(remarkText(hi.t, 'Request approved.', 'requestApprovedDefault')).toMatch(/[\u0900-\u097F]/);
    expect(remarkText(en.t, 'अनुरोध स्वीकृत किया गया।', 'requestApprovedDefault')).toBe('Request approved.');
  });

  it('shows what the office typed as written, and nothing for nothing', () => {
    const hi = createI18n(bundledTexts({ en: {}, hi: {} }), 'hi');
    expect(remarkText(hi.t, 'Hand pump repaired on Monday', null)).toBe('Hand pump repaired on Monday');
    expect(remarkText(hi.t, 'Hand pump repaired on Monday', 'notAKey')).toBe('Hand pump repaired on Monday');
    expect(remarkText(hi.t, null, undefined)).toBeNull();
  });
});
