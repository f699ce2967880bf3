import { hintsMatch, hintTerms, hintTsQuery, MAX_QUERY_TERMS, queryTerms } from '../hint-terms';

/** Typed text, stored description: the same problem in other words, spellings or languages. */
const SAME_PROBLEM: Array<[string, string]> = [
  ['नल से पानी नहीं आ रहा', 'जल आपूर्ति बंद, टोटी सूखी'],
  ['हैंडपंप खराब', 'हैण्डपम्प टूटा है'],
  ['हैंडपंप ख़राब है', 'हैंड पंप काम नहीं कर रहा'],
  ['hand pump not working near the school', 'स्कूल के पास हैंडपंप खराब है'],
  ['Handpump broken', 'हैंडपम्प टूटा पड़ा है'],
  ['water supply stopped in our ward', 'वार्ड में जल आपूर्ति बंद है'],
  ['नल में पानी नहीं', 'No water in the taps'],
  ['बिजली के तार टूटे, करंट का खतरा', 'Electricity wire broken, current in the pole'],
  ['सड़कों पर गड्ढे', 'Potholes on the road'],
  ['नालियाँ भरी हुई हैं, गंदगी', 'नाली में कचरा भरा है'],
  ['ट्रांसफॉर्मर जल गया', 'Transformer burnt since Sunday'],
  ['स्ट्रीट लाइट खराब', 'street lights not working'],
  // Devanagari digits and chandrabindu: ward ४ is ward 4, गाँव is गांव.
  ['वार्ड ४ गाँव में हैंडपंप', 'Ward 4 गांव हैंडपंप'],
];

/** Typed text, stored description: different problems, though complaints share words. */
const DIFFERENT_PROBLEM: Array<[string, string]> = [
  ['पानी नहीं आ रहा', 'बिजली नहीं आ रही'],
  ['सड़क टूटी', 'पानी नहीं'],
  ['No water supply for a week', 'No electricity for a week'],
  ['हैंडपंप खराब', 'सड़क खराब है'],
  ['street light not working', 'hand pump not working'],
  ['ट्रांसफार्मर जल गया', 'जल आपूर्ति बंद'],
  ['नाली जाम है', 'स्कूल में शिक्षक नहीं आते'],
  ['कृपया समस्या का समाधान करें', 'बिजली का बिल ज़्यादा आया'],
];

describe('duplicate hints match by meaning', () => {
  it.each(SAME_PROBLEM)('"%s" finds "%s"', (typed, stored) => {
    expect(hintsMatch(typed, stored)).toBe(true);
    // Either can be the one typed.
    expect(hintsMatch(stored, typed)).toBe(true);
  });

  it.each(DIFFERENT_PROBLEM)('"%s" does not find "%s"', (typed, stored) => {
    expect(hintsMatch(typed, stored)).toBe(false);
    expect(hintsMatch(stored, typed)).toBe(false);
  });

  it('spells a word one way: nukta, chandrabindu, half nasals, Devanagari digits, case', () => {
    expect(hintTerms('ज़िला')).toEqual(hintTerms('जिला'));
    expect(hintTerms('गाँव')).toEqual(hintTerms('गांव'));
    expect(hintTerms('हिन्दी पम्प')).toEqual(hintTerms('हिंदी पंप'));
    expect(hintTerms('वार्ड १२')).toEqual(hintTerms('वार्ड 12'));
    expect(hintTerms('WARD 12')).toEqual(hintTerms('ward 12'));
  });

  it('drops case markers, auxiliaries and plural or oblique endings', () => {
    expect(hintTerms('गांव की सड़कों में गड्ढे हैं')).toEqual(hintTerms('गांव सड़क गड्ढा'));
    expect(hintTerms('के का की में से को ने')).toEqual([]);
    expect(hintTerms('नालियों')).toEqual(hintTerms('नाली'));
  });

  it('keeps long numbers (phones, accounts) out of the terms', () => {
    expect(hintTerms('call 9876543210 or ९८७६५४३२१० about the pump')).toEqual(['call', '~pump']);
  });

  it('looks up at most MAX_QUERY_TERMS terms, concepts first, as pairs in one tsquery', () => {
    const long = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima पानी बिजली';
    const terms = queryTerms(long);
    expect(terms).toHaveLength(MAX_QUERY_TERMS);
    expect(terms.slice(0, 2)).toEqual(['~water', '~electricity']);
    expect(hintTsQuery(['a', 'b', 'c'])).toBe("'a' & 'b' | 'a' & 'c' | 'b' & 'c'");
    expect(hintTsQuery(['~water'])).toBe("'~water'");
    expect(hintTsQuery(["it's"])).toBe("'it''s'");
  });
});
