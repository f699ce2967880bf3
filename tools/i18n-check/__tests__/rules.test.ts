import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueCopies, defaultRemarkProblems, englishLeft, glossaryProblems, notHindi, parityProblems, parseGlossary, templateHindi, withSpellingFixes } from '../rules';

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
    const chosen = hindi({ a: 'सिटिज़न कनेक्ट में आपका स्वागत है', b: 'हर कदम की जानकारी', c: 'बुनियादी ढाँचा', d: 'ऐप को हिंदी में चलाएँ' });
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

describe('stored texts', () => {
  const sms = { event: 'resolved', type: 'sms', title: 'Request resolved', content: 'Dear {{name}}, your request {{requestId}} has been resolved.', language: 'both' };

  it('takes a template\'s Hindi title and content for the Hindi checks, and refuses a missing, English or copied one', () => {
    const good = templateHindi('templates', [{ ...sms, titleHi: 'अनुरोध का समाधान', contentHi: 'प्रिय {{name}}, आपके अनुरोध {{requestId}} का समाधान हो गया है।' }]);
    expect(good.problems).toEqual([]);
    expect([...good.hindi.keys()]).toEqual(['resolved/sms (Request resolved) titleHi', 'resolved/sms (Request resolved) contentHi']);

    const bad = templateHindi('templates', [{ ...sms, titleHi: null, contentHi: sms.content }, { ...sms, event: 'received', titleHi: 'Received', contentHi: '   ' }]);
    expect(bad.problems).toEqual([
      'templates: template resolved/sms (Request resolved) titleHi is empty',
      'templates: template resolved/sms (Request resolved) contentHi repeats the English',
      'templates: template received/sms (Request resolved) titleHi has no Hindi',
      'templates: template received/sms (Request resolved) contentHi is empty',
    ]);
    // An English-only template is never read in Hindi.
    expect(templateHindi('templates', [{ ...sms, language: 'en' }]).problems).toEqual([]);
  });

  it('holds template Hindi to the glossary, after the spelling fixes a later migration applied', () => {
    const seeded = [{ ...sms, titleHi: 'अनुरोध का समाधान', contentHi: 'प्रिय {{name}}, समाधान हो गया है।\n\nसिटीज़न कनेक्ट' }];
    const asSeeded = templateHindi('templates', seeded);
    expect(glossaryProblems('templates', asSeeded.hindi, glossary)).toEqual([
      "templates: 'resolved/sms (Request resolved) contentHi' spells 'सिटीज़न कनेक्ट'; the glossary's word for 'Citizen Connect' is 'सिटिज़न कनेक्ट'",
    ]);
    const fixed = templateHindi('templates', withSpellingFixes(seeded, [['सिटीज़न कनेक्ट', 'सिटिज़न कनेक्ट']]));
    expect(fixed.hindi.get('resolved/sms (Request resolved) contentHi')).toBe('प्रिय {{name}}, समाधान हो गया है।\n\nसिटिज़न कनेक्ट');
    expect(glossaryProblems('templates', fixed.hindi, glossary)).toEqual([]);
  });

  it('needs real Hindi for every default remark stored by key', () => {
    const catalogue = {
      en: new Map([['requestApprovedDefault', 'Request approved.'], ['requestCompletedByStaff', 'Request completed by staff']]),
      hi: new Map([['requestApprovedDefault', 'अनुरोध स्वीकृत किया गया।'], ['requestCompletedByStaff', 'Request completed by staff']]),
    };
    expect(defaultRemarkProblems(['requestApprovedDefault', 'requestCompletedByStaff', 'gone'], catalogue)).toEqual([
      "default remark 'requestCompletedByStaff': its Hindi repeats the English",
      "default remark 'gone' is not in the message catalogue",
    ]);
    expect(notHindi('अनुरोध स्वीकृत किया गया।', 'Request approved.')).toBeNull();
  });
});
