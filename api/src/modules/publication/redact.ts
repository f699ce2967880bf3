/**
 * What stands in for a removed number or address in published text: language-neutral, so a Hindi
 * description is not given an English word.
 */
export const REDACTED = '[…]';

/** A digit as citizens type it: ASCII or Devanagari (०-९). */
const D = '[0-9\u0966-\u096F]';
/** Not preceded / followed by another digit: a pattern never cuts a longer number in two. */
const NOT_AFTER_DIGIT = `(?<!${D})`;
const NOT_BEFORE_DIGIT = `(?!${D})`;
/** Letters and digits of an identifier: a code is matched whole, not inside a longer word. */
const NOT_AFTER_ALNUM = '(?<![A-Za-z0-9])';
const NOT_BEFORE_ALNUM = '(?![A-Za-z0-9])';
/** One optional space, hyphen or dot between groups of digits ("98765 43210", "1234-5678-9012"). */
const SEP = '[ .-]?';

/**
 * The patterns, in order (an e-mail first: its digits must not be read as a phone). Each is a kind of
 * personal number Indian grievances carry in free text (docs/open311.md, "Privacy").
 */
const PATTERNS: RegExp[] = [
  // E-mail addresses. Every repeat is bounded (an address's own limits), so a long text without an
  // '@' costs linear time: descriptions are anyone's input.
  /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}/g,
  // PPO (pension payment order) numbers after their name, in English or Hindi: "PPO No. MP/1234/2010",
  // "पीपीओ नं. 123456789012". The name stays, the number goes.
  new RegExp(`${NOT_AFTER_ALNUM}((?:PPO|P\\.P\\.O\\.|पीपीओ)\\s*(?:No\\.?|Number|नं\\.?|नंबर|संख्या|क्रमांक)?\\s*[:#-]?\\s*)[A-Za-z0-9/\u0966-\u096F-]{0,20}${D}[A-Za-z0-9/\u0966-\u096F-]{0,30}`, 'gi'),
  // PAN: five letters, four digits, a letter (ABCDE1234F).
  new RegExp(`${NOT_AFTER_ALNUM}[A-Za-z]{5}[0-9]{4}[A-Za-z]${NOT_BEFORE_ALNUM}`, 'g'),
  // Voter id (EPIC): three letters, seven digits (ABC1234567).
  new RegExp(`${NOT_AFTER_ALNUM}[A-Za-z]{3}[0-9]{7}${NOT_BEFORE_ALNUM}`, 'g'),
  // Aadhaar-like: twelve digits, together or as 4-4-4 ("1234 5678 9012").
  new RegExp(`${NOT_AFTER_DIGIT}${D}{4}${SEP}${D}{4}${SEP}${D}{4}${NOT_BEFORE_DIGIT}`, 'g'),
  // Mobile numbers, ten digits from 6-9, with or without +91 / 0 and spaces or hyphens anywhere:
  // 9876543210, +91 98765 43210, +91-987-654-3210, 098765-43210, ९८७६५४३२१०.
  new RegExp(`${NOT_AFTER_DIGIT}(?:(?:(?:\\+|00)\\s?)?(?:91|९१)[ -]?|0[ -]?)?[6-9\u096C-\u096F](?:${SEP}${D}){9}${NOT_BEFORE_DIGIT}`, 'g'),
  // Landlines with their STD code: 0755-2551234, 07482 222333.
  new RegExp(`${NOT_AFTER_DIGIT}0${D}{2,4}[ -]?${D}{6,8}${NOT_BEFORE_DIGIT}`, 'g'),
  // Any other long number (bank accounts, ration cards, PPOs written without their name): nine digits or more.
  new RegExp(`${NOT_AFTER_DIGIT}${D}{9,}${NOT_BEFORE_DIGIT}`, 'g'),
];

/**
 * Published text with the personal numbers and addresses a citizen may have typed into it removed:
 * the one redaction of every public read (Open311 `description` and `status_notes`). Dates, house
 * numbers, pin codes and counts stay: they are short.
 */
export function redactPersonalData(text: string): string;
export function redactPersonalData(text: string | null): string | null;
export function redactPersonalData(text: string | null): string | null {
  if (text === null) return null;
  return PATTERNS.reduce((out, pattern) => out.replace(pattern, (match, keptName?: unknown) => (typeof keptName === 'string' ? `${keptName}${REDACTED}` : REDACTED)), text);
}
