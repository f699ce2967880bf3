import { bundledTexts, CODE_TEXT_PENDING, codeLabel, codeTextsLoaded, createI18n, loadSharedTexts } from '../index';

/**
 * Before the shared texts chunk arrives a code has no name in any language: it must not read as
 * its English words ("Staff", "Government Official") on a Hindi screen meanwhile. Its own file:
 * the chunk, once loaded, stays loaded for the module.
 */
describe('codeLabel before the code names arrive', () => {
  it('reads neutral, then the Hindi names once they are here, never the English fallback', async () => {
    const hi = createI18n(bundledTexts({ en: {}, hi: {} }), 'hi', { sharedTexts: 'on-demand' });
    expect(codeTextsLoaded(hi.t)).toBe(false);
    for (const [group, code] of [['role', 'staff'], ['role', 'government_official'], ['requestStatus', 'pending'], ['requestType', 'electricity']] as const) {
      expect(codeLabel(hi.t, group, code)).toBe(CODE_TEXT_PENDING);
    }
    expect(codeLabel(hi.t, 'role', 'custom_role', 'Custom Role')).toBe(CODE_TEXT_PENDING);
    expect(codeLabel(hi.t, 'eventCategory', null)).toBe(CODE_TEXT_PENDING);

    // Asking for a code name fetched the chunk (missing-key handler); it reaches this instance.
    await loadSharedTexts();
    expect(codeTextsLoaded(hi.t)).toBe(true);
    expect(codeLabel(hi.t, 'role', 'staff')).toBe('कर्मचारी');
    expect(codeLabel(hi.t, 'role', 'government_official')).toBe('सरकारी अधिकारी');
    expect(codeLabel(hi.t, 'requestType', 'electricity')).toBe('बिजली');
    // A code nobody has named reads as before, now that it is known to be unnamed.
    expect(codeLabel(hi.t, 'role', 'custom_role', 'Custom Role')).toBe('Custom Role');
    expect(codeLabel(hi.t, 'eventCategory', 'town-hall')).toBe('Town Hall');
  });
});
