import { REDACTED, redactPersonalData } from '../redact';

const R = REDACTED;

describe('redactPersonalData: the personal numbers citizens type into published text', () => {
  it.each([
    // [kind, text, published]
    ['a mobile number', 'Call me on 9876543210 please', `Call me on ${R} please`],
    ['a mobile number in two groups', 'Contact 98765 43210.', `Contact ${R}.`],
    ['a mobile number with +91', 'Phone: +91 98765 43210', `Phone: ${R}`],
    ['a mobile number with +91 and hyphens', 'Phone +91-987-654-3210 anytime', `Phone ${R} anytime`],
    ['a mobile number with 91 and no plus', 'mob 91 9876543210', `mob ${R}`],
    ['a mobile number with a leading 0', 'Ring 098765-43210', `Ring ${R}`],
    ['a landline with its STD code', 'Office 0755-2551234', `Office ${R}`],
    ['an e-mail address', 'Write to ram.kumar+grievance@example.co.in today', `Write to ${R} today`],
    ['an Aadhaar number', 'Aadhaar 234567890123 linked', `Aadhaar ${R} linked`],
    ['an Aadhaar number spaced 4-4-4', 'Aadhaar 2345 6789 0123 linked', `Aadhaar ${R} linked`],
    ['an Aadhaar number hyphenated 4-4-4', 'UID 2345-6789-0123', `UID ${R}`],
    ['a PAN', 'PAN ABCDE1234F attached', `PAN ${R} attached`],
    ['a PAN in lower case', 'pan abcde1234f', `pan ${R}`],
    ['a voter id (EPIC)', 'Voter id ABC1234567 here', `Voter id ${R} here`],
    ['a PPO number with its name', 'PPO No. MP/1234/2010 pension stopped', `PPO No. ${R} pension stopped`],
    ['a 12-digit PPO number', 'PPO 123456789012', `PPO ${R}`],
    ['a long account number', 'Account 123456789 at SBI', `Account ${R} at SBI`],
  ])('removes %s in English text', (_kind, text, published) => {
    expect(redactPersonalData(text)).toBe(published);
  });

  it.each([
    ['a mobile number', 'मेरा मोबाइल नंबर 9876543210 है', `मेरा मोबाइल नंबर ${R} है`],
    ['a mobile number in Devanagari digits', 'मोबाइल ९८७६५४३२१० पर संपर्क करें', `मोबाइल ${R} पर संपर्क करें`],
    ['a mobile number with +91', 'फ़ोन +91 98765 43210 पर', `फ़ोन ${R} पर`],
    ['an e-mail address', 'ईमेल ram@example.com पर भेजें', `ईमेल ${R} पर भेजें`],
    ['an Aadhaar number spaced 4-4-4', 'आधार संख्या 2345 6789 0123 है', `आधार संख्या ${R} है`],
    ['an Aadhaar number in Devanagari digits', 'आधार २३४५ ६७८९ ०१२३ है', `आधार ${R} है`],
    ['a PAN', 'पैन कार्ड ABCDE1234F खो गया', `पैन कार्ड ${R} खो गया`],
    ['a voter id (EPIC)', 'मतदाता पहचान पत्र ABC1234567 में गलती', `मतदाता पहचान पत्र ${R} में गलती`],
    ['a PPO number with its Hindi name', 'पीपीओ नं. 123456 की पेंशन बंद', `पीपीओ नं. ${R} की पेंशन बंद`],
    ['a PPO number written in Latin after Hindi', 'मेरा PPO 45678/2019 है', `मेरा PPO ${R} है`],
  ])('removes %s in Hindi text', (_kind, text, published) => {
    expect(redactPersonalData(text)).toBe(published);
  });

  it('keeps what is not personal: dates, short numbers, pin codes, amounts, request codes', () => {
    const text = 'Since 12-05-2026 the pipe near house 42, pin 464551, leaks; 3 families, Rs 1500 lost. See CC-2026-000123.';
    expect(redactPersonalData(text)).toBe(text);
    const hindi = 'दिनांक १२/०५/२०२६ से वार्ड 7 में पानी नहीं, पिन 464551।';
    expect(redactPersonalData(hindi)).toBe(hindi);
  });

  it('removes every number of a text, and nothing is left to piece together', () => {
    const out = redactPersonalData('Ram, 9876543210, ram@example.com, Aadhaar 2345 6789 0123, PAN ABCDE1234F, EPIC ABC1234567');
    expect(out).toBe(`Ram, ${R}, ${R}, Aadhaar ${R}, PAN ${R}, EPIC ${R}`);
    expect(out).not.toMatch(/\d/);
  });

  it('passes null through (no public note yet)', () => {
    expect(redactPersonalData(null)).toBeNull();
  });
});

describe('redactPersonalData on hostile input', () => {
  it('takes linear time: 5,000 characters of near-misses redact in milliseconds', () => {
    const started = Date.now();
    for (const filler of ['a', 'a.', '9', '9 ', 'PPO a', 'x@']) redactPersonalData(filler.repeat(Math.ceil(5000 / filler.length)));
    expect(Date.now() - started).toBeLessThan(500);
  });
});
