/**
 * The rules of `npm run i18n:check` (tools/i18n-check.mjs), kept pure so they can be unit tested:
 * the script reads the files and hands their texts here.
 */

export type Texts = Map<string, unknown>;

export function flatten(object: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value as Record<string, unknown>, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** Same keys in both languages, no empty text. */
export function parityProblems(name: string, en: Texts, hi: Texts): string[] {
  const problems: string[] = [];
  for (const [key, text] of en) {
    if (!hi.has(key)) problems.push(`${name}: '${key}' has no Hindi text`);
    if (typeof text !== 'string' || !text.trim()) problems.push(`${name}: '${key}' has an empty English text`);
  }
  for (const [key, text] of hi) {
    if (!en.has(key)) problems.push(`${name}: '${key}' has no English text`);
    if (typeof text !== 'string' || !text.trim()) problems.push(`${name}: '${key}' has an empty Hindi text`);
  }
  return problems;
}

/**
 * Latin words a Hindi screen keeps as they are: file types, units, codes and formats a user types
 * or sees on documents, the names of other products, and the request fields' own format samples.
 */
const KEPT_LATIN = new Set([
  'pdf', 'jpg', 'jpeg', 'png', 'mp4', 'mb', 'kb', 'gb', 'b', 'url', 'sms', 'otp', 'id', 'csv', 'xlsx', 'json', 'api', 'csrf',
  'ist', 'utc', 'f8', 'google', 'facebook', 'twitter', 'instagram', 'linkedin', 'youtube', 'whatsapp', 'x', 'android', 'ios',
  // Values a caller types into the API (language codes, sort orders, a header name).
  'hi', 'en', 'newest', 'due', 'idempotency-key',
  // Template placeholder names an admin types between double braces (libs/validation message-templates.ts).
  'name', 'requestid', 'requestcode', 'remarks', 'response', 'level', 'trackurl', 'title',
]);

/**
 * English left in a Hindi text: a Latin word that is not kept on purpose (an acronym in capitals,
 * a format sample like ABC1234567, an address, a placeholder, or a word of KEPT_LATIN).
 */
export function englishLeft(text: string): string[] {
  const stripped = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\b[\w.+-]+@[\w.-]+\b/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // A request code sample (CC-2026-000123): what the citizen reads on their SMS.
    .replace(/\bCC-\d{4}-\d+\b/g, ' ')
    .replace(/<\/?\d+>/g, ' ');
  return (stripped.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter((word) => {
    if (/^[A-Z0-9]{1,8}$/.test(word) || /^[A-Z]+(-[A-Z]+)+$/.test(word)) return false; // PDF, ABC, CAPTCHA, YYYY-MM-DD
    return !KEPT_LATIN.has(word.toLowerCase());
  });
}

export interface GlossaryEntry {
  english: string;
  hindi: string;
  rejected: string[];
}

/**
 * Reads docs/glossary-hi.md: the rows of its table `| Term | English | Hindi | Rejected | Notes |`;
 * the rejected column lists the spellings that must not appear, separated by commas ('—': none).
 */
export function parseGlossary(markdown: string): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  for (const line of markdown.split('\n')) {
    const row = line.trim();
    if (!row.startsWith('|')) continue;
    const cells = row.slice(1, row.endsWith('|') ? -1 : undefined).split('|').map((cell) => cell.trim());
    if (cells.length < 4 || /^:?-+:?$/.test(cells[0]!) || cells[0] === 'Term') continue;
    const rejected = cells[3]!
      .split(',')
      .map((variant) => variant.replace(/`/g, '').trim())
      .filter((variant) => variant && variant !== '—');
    entries.push({ english: cells[1]!, hindi: cells[2]!, rejected });
  }
  return entries;
}

/** A Hindi text that uses a spelling the glossary rejects. */
export function glossaryProblems(name: string, hi: Texts, glossary: GlossaryEntry[]): string[] {
  const problems: string[] = [];
  for (const [key, text] of hi) {
    if (typeof text !== 'string') continue;
    for (const entry of glossary) {
      // One report per term: the longest rejected spelling found (नियुक्ति, not also नियुक्त).
      const found = entry.rejected.filter((variant) => text.includes(variant)).sort((a, b) => b.length - a.length)[0];
      if (found) problems.push(`${name}: '${key}' spells '${found}'; the glossary's word for '${entry.english}' is '${entry.hindi}'`);
    }
  }
  return problems;
}

/** An app text that repeats a message of the catalogue instead of using `validation.<key>`. */
export function catalogueCopies(name: string, en: Texts, catalogue: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [key, text] of en) {
    const messageKey = typeof text === 'string' ? catalogue.get(text) : undefined;
    if (messageKey) problems.push(`${name}: '${key}' copies a catalogue message; use t('validation.${messageKey}')`);
  }
  return problems;
}

/** A message template as a migration or the demo seed stores it (message_templates). */
export interface TemplateSeed {
  event?: string | null;
  category?: string | null;
  type?: string | null;
  title: string;
  titleHi?: string | null;
  content: string;
  contentHi?: string | null;
  language?: string | null;
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** Why a text is not the Hindi of `english`: empty, without a Devanagari letter, or the English copied; null when it is. */
export function notHindi(text: unknown, english: string): string | null {
  if (typeof text !== 'string' || !text.trim()) return 'is empty';
  if (text.trim() === english.trim()) return 'repeats the English';
  if (!DEVANAGARI.test(text)) return 'has no Hindi';
  return null;
}

/**
 * The Hindi of stored message templates (sent to a Hindi reader as they are): every template read
 * in Hindi (language 'both' or 'hi') has a Hindi title and content. Returns the problems and the
 * Hindi texts by a readable key, for the English-left and glossary checks every Hindi text gets.
 */
export function templateHindi(name: string, seeds: readonly TemplateSeed[]): { problems: string[]; hindi: Texts } {
  const problems: string[] = [];
  const hindi: Texts = new Map();
  seeds.forEach((seed, index) => {
    if (seed.language === 'en') return;
    const label = `${seed.event ?? seed.category ?? index}${seed.type ? `/${seed.type}` : ''} (${seed.title})`;
    for (const [field, english] of [['titleHi', seed.title], ['contentHi', seed.content]] as const) {
      const text = seed[field];
      const problem = notHindi(text, english);
      if (problem) problems.push(`${name}: template ${label} ${field} ${problem}`);
      else hindi.set(`${label} ${field}`, text);
    }
  });
  return { problems, hindi };
}

/** Remarks stored by key and rendered in the reader's language: each has English and real Hindi in the catalogue. */
export function defaultRemarkProblems(keys: readonly string[], catalogue: { en: Map<string, string>; hi: Map<string, string> }): string[] {
  return keys.flatMap((key) => {
    const english = catalogue.en.get(key);
    if (!english) return [`default remark '${key}' is not in the message catalogue`];
    const problem = notHindi(catalogue.hi.get(key), english);
    return problem ? [`default remark '${key}': its Hindi ${problem}`] : [];
  });
}

/** Texts as a later migration left them: each [from, to] spelling replaced (what the database holds). */
export function withSpellingFixes<T extends TemplateSeed>(seeds: readonly T[], fixes: ReadonlyArray<readonly [string, string]>): T[] {
  const fix = (text: string | null | undefined) => (typeof text === 'string' ? fixes.reduce((result, [from, to]) => result.split(from).join(to), text) : text);
  return seeds.map((seed) => ({ ...seed, titleHi: fix(seed.titleHi), contentHi: fix(seed.contentHi) }));
}
