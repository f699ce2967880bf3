import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueCopies, englishLeft, glossaryProblems, parityProblems, parseGlossary } from '../rules';

const glossary = parseGlossary(readFileSync(path.join(__dirname, '../../../docs/glossary-hi.md'), 'utf8'));
const hindi = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('the glossary check', () => {
  it('reads the chosen word and the rejected spellings of each row of docs/glossary-hi.md', () => {
    expect(glossary.find((entry) => entry.english === 'Citizen Connect')).toEqual({
      english: 'Citizen Connect',
      hindi: 'सिटिज़न कनेक्ट',
      rejected: ['सिटीजन कनेक्ट', 'सिटिजन कनेक्ट', 'सिटीज़न कनेक्ट'],
    });
    expect(glossary.find((entry) => entry.english === 'admin (role, dashboard)')?.rejected).toEqual([]);
  });

  it('fails on a planted rejected spelling and names the glossary word', () => {
    const problems = glossaryProblems('mf-demo', hindi({ 'app.name': 'सिटीजन कनेक्ट', 'lang.hi': 'हिन्दी' }), glossary);
    expect(problems).toEqual([
      "mf-demo: 'app.name' spells 'सिटीजन कनेक्ट'; the glossary's word for 'Citizen Connect' is 'सिटिज़न कनेक्ट'",
      "mf-demo: 'lang.hi' spells 'हिन्दी'; the glossary's word for 'Hindi' is 'हिंदी'",
    ]);
  });

  it('flags "कर्मचारी नियुक्ति" (hiring) where a request is handed to staff', () => {
    expect(glossaryProblems('shell', hindi({ staff: 'कर्मचारी नियुक्ति' }), glossary)).toHaveLength(1);
    expect(glossaryProblems('shell', hindi({ staff: 'कर्मचारी को सौंपना' }), glossary)).toEqual([]);
  });

  it('passes the chosen spellings', () => {
    const chosen = hindi({ a: 'सिटिज़न कनेक्ट में आपका स्वागत है', b: 'रियल-टाइम ट्रैकिंग', c: 'बुनियादी ढाँचा', d: 'ऐप को हिंदी में चलाएँ' });
    expect(glossaryProblems('shell', chosen, glossary)).toEqual([]);
  });
});

describe('English left in a Hindi text', () => {
  it('finds English words but keeps acronyms, format samples, placeholders and product names', () => {
    expect(englishLeft('Water Supply')).toEqual(['Water', 'Supply']);
    expect(englishLeft('सुबह 10 am')).toEqual(['am']);
    expect(englishLeft('केवल PDF, JPG, JPEG और PNG फ़ाइलें')).toEqual([]);
    expect(englishLeft('मान्य मतदाता पहचान पत्र प्रारूप: ABC1234567')).toEqual([]);
    expect(englishLeft('कृपया तिथि (YYYY-MM-DD) दर्ज करें')).toEqual([]);
    expect(englishLeft('{{provider}} लॉगिन जल्द आ रहा है')).toEqual([]);
    expect(englishLeft('Android और iOS')).toEqual([]);
  });
});

describe('keys and copies', () => {
  it('reports a key missing in one language and an empty text', () => {
    const problems = parityProblems('mf-demo', new Map([['a', 'A'], ['b', 'B']]), new Map([['a', ' ']]));
    expect(problems).toEqual(["mf-demo: 'b' has no Hindi text", "mf-demo: 'a' has an empty Hindi text"]);
  });

  it('reports an app text that repeats a catalogue message', () => {
    const catalogue = new Map([['Please fill all fields', 'fillAllFields']]);
    expect(catalogueCopies('shell', new Map([['login.fill', 'Please fill all fields']]), catalogue)).toEqual([
      "shell: 'login.fill' copies a catalogue message; use t('validation.fillAllFields')",
    ]);
  });
});
