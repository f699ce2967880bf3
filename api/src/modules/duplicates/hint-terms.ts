/**
 * What the form's duplicate hints compare: a text's terms, so that two descriptions of one problem
 * in different words match ("नल से पानी नहीं आ रहा" and "जल आपूर्ति बंद, टोटी सूखी"). A term is a
 * concept (`~water`: पानी, जल, water…) or, for any other word, its light stem. Each step is written
 * twice, here (the typed text, unit tested) and as the SQL function `cc_hint_terms` (the stored
 * descriptions, behind the index of migration 028), both built from the lists below; the API test
 * checks they agree. Changing a list needs a migration that recreates the function
 * (`hintTermsFunctionSql`) and reindexes `requests_open_hint_terms_idx`.
 */

/**
 * Words of one meaning, as people spell them (normalised when the tables are built). An entry
 * with a space is a phrase, joined into one token before the words are looked up.
 */
const CONCEPTS: Record<string, string[]> = {
  water: ['पानी', 'जल', 'नीर', 'water', 'pani', 'paani', 'jal'],
  tap: ['नल', 'टोटी', 'टोंटी', 'tap', 'nal', 'tonti'],
  handpump: ['हैंडपंप', 'हैंड पंप', 'हैण्डपम्प', 'handpump', 'hand pump'],
  pump: ['पंप', 'pump', 'motor', 'मोटर'],
  supply: ['आपूर्ति', 'सप्लाई', 'supply'],
  pipe: ['पाइप', 'पाइपलाइन', 'pipe', 'pipeline'],
  leak: ['रिसाव', 'लीक', 'leak', 'leakage'],
  electricity: ['बिजली', 'विद्युत', 'लाइट', 'करंट', 'electricity', 'light', 'power', 'current', 'bijli'],
  streetlight: ['स्ट्रीट लाइट', 'स्ट्रीटलाइट', 'बत्ती', 'street light', 'street lights', 'streetlight', 'streetlights', 'street lamp'],
  transformer: ['ट्रांसफार्मर', 'ट्रांसफॉर्मर', 'transformer'],
  burnt: ['जल गया', 'जल गई', 'जला', 'जली', 'जले', 'burnt', 'burned', 'burn'],
  road: ['सड़क', 'रोड', 'मार्ग', 'रास्ता', 'गली', 'road', 'street', 'lane', 'sadak'],
  pothole: ['गड्ढा', 'गड्ढे', 'गड्ढों', 'pothole', 'potholes', 'gaddha'],
  drain: ['नाली', 'नाला', 'सीवर', 'drain', 'drainage', 'gutter', 'sewer', 'sewage', 'nali', 'naali'],
  garbage: ['कचरा', 'कूड़ा', 'गंदगी', 'garbage', 'waste', 'trash', 'rubbish', 'kachra'],
  broken: ['खराब', 'ख़राब', 'टूटा', 'टूटी', 'टूटे', 'बिगड़ा', 'काम नहीं कर', 'नहीं चल', 'broken', 'damaged', 'faulty', 'defective', 'not working', 'out of order', 'kharab'],
  school: ['स्कूल', 'विद्यालय', 'पाठशाला', 'school'],
  hospital: ['अस्पताल', 'चिकित्सालय', 'दवाखाना', 'hospital'],
};

/**
 * Words every complaint has (case markers, auxiliaries, negation, "please", "near"): they say
 * nothing about which problem it is. Their stems are dropped too.
 */
const STOPWORDS = [
  // Hindi
  'का', 'की', 'के', 'में', 'से', 'को', 'ने', 'पर', 'तक', 'है', 'हैं', 'था', 'थी', 'थे', 'हो', 'हुआ', 'हुई', 'हुए', 'रहा', 'रही', 'रहे',
  'और', 'या', 'भी', 'एक', 'यह', 'वह', 'ये', 'वो', 'इस', 'उस', 'कि', 'तो', 'ही', 'नहीं', 'ना', 'न', 'जी', 'कर', 'करें', 'करना', 'करने',
  'किया', 'गया', 'गई', 'गए', 'आ', 'आता', 'आती', 'आते', 'आया', 'आई', 'पास', 'बहुत', 'कोई', 'कुछ', 'अब', 'जब', 'लिए', 'लेकिन', 'दिन',
  'दिनों', 'समस्या', 'कृपया', 'शिकायत', 'हमारे', 'हमारी', 'हमारा', 'मेरे', 'मेरी', 'मेरा', 'हम', 'मैं', 'आप', 'वाला', 'वाली', 'वाले',
  'जा', 'जाता', 'जाती', 'कई', 'सब', 'सभी', 'पास', 'बाद', 'पहले', 'यहाँ', 'वहाँ',
  // English
  'a', 'an', 'the', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'of', 'in', 'on', 'at', 'to', 'for', 'from',
  'by', 'with', 'near', 'since', 'and', 'or', 'but', 'not', 'no', 'it', 'its', 'this', 'that', 'there', 'here', 'our', 'my', 'we', 'please',
  'kindly', 'problem', 'issue', 'complaint', 'day', 'days', 'week', 'weeks', 'also', 'very', 'about', 'still', 'do', 'does', 'did', 'can',
  'cannot', 'will', 'any', 'all', 'for', 'last',
  // Hindi in Latin letters
  'se', 'ka', 'ki', 'ke', 'me', 'mein', 'ko', 'hai', 'nahi', 'nahin', 'aa', 'raha', 'rahi', 'hain',
];

/** Plural, oblique and verb endings, longest first (a light stemmer); a stem keeps two letters. */
const HINDI_SUFFIXES = ['ियों', 'ियां', 'ाओं', 'ाएं', 'ाने', 'ाना', 'ाती', 'ाते', 'ाता', 'ों', 'ें', 'ीं', 'ां', 'ता', 'ती', 'ते', 'ना', 'ने', 'ा', 'ी', 'े', 'ो', 'ि', 'ु', 'ू'];
const ENGLISH_SUFFIXES = ['ing', 'ed', 's'];

/** At most this many terms of a typed text are looked up: the query's pairs grow with its square. */
export const MAX_QUERY_TERMS = 10;

/** A concept's term: the `~` keeps it apart from any stem. */
const conceptTerm = (name: string) => `~${name}`;

// One character for another, as SQL translate(): ASCII capitals, Devanagari digits, letters with a
// precomposed nukta (क़ → क), chandrabindu → anusvara (गाँव, गांव).
const CHAR_MAP: Array<[string, string]> = [
  ...Array.from({ length: 26 }, (_, i) => [String.fromCharCode(65 + i), String.fromCharCode(97 + i)] as [string, string]),
  ...Array.from({ length: 10 }, (_, i) => [String.fromCharCode(0x0966 + i), String(i)] as [string, string]),
  ['\u0958', '\u0915'], ['\u0959', '\u0916'], ['\u095A', '\u0917'], ['\u095B', '\u091C'],
  ['\u095C', '\u0921'], ['\u095D', '\u0922'], ['\u095E', '\u092B'], ['\u095F', '\u092F'],
  ['\u0929', '\u0928'], ['\u0931', '\u0930'], ['\u0934', '\u0933'],
  ['\u0901', '\u0902'],
];
const CHARS = new Map(CHAR_MAP);
/** The nukta sign and the zero-width (non-)joiners: spelling, not meaning. */
const DROPPED = '[\u093C\u200C\u200D]';
/** A nasal consonant with virama before a consonant is written as anusvara: हैण्डपम्प → हैंडपंप. */
const NASAL = '[ङञणनम]्(?=[क-ह])';
/** Anything but a letter or digit (Devanagari letters and signs; not its danda or digits, mapped above). */
const NOT_TOKEN = '[^a-z0-9\u0900-\u0963\u0971-\u097F]+';
const HINDI_STEM = `^(..+?)(${HINDI_SUFFIXES.join('|')})$`;
const ENGLISH_STEM = `^([a-z0-9]{3,}?)(${ENGLISH_SUFFIXES.join('|')})$`;

/** Lower case, one spelling of each letter, words separated by single spaces. */
function normalise(text: string): string {
  const mapped = Array.from(text, (char) => CHARS.get(char) ?? char).join('');
  return mapped
    .replace(new RegExp(DROPPED, 'g'), '')
    .replace(new RegExp(NASAL, 'g'), '\u0902')
    .replace(new RegExp(NOT_TOKEN, 'g'), ' ')
    .trim();
}

const stem = (word: string) => word.replace(new RegExp(HINDI_STEM), '$1').replace(new RegExp(ENGLISH_STEM), '$1');

/** Words wrapped in double spaces, so that a phrase is replaced as whole words, each occurrence. */
const padded = (normalised: string) => ` ${normalised.split(' ').join('  ')} `;

interface Tables {
  phrases: Array<[string, string]>;
  concepts: Map<string, string>;
  stopwords: Set<string>;
}

function buildTables(): Tables {
  const phrases: Array<[string, string]> = [];
  const exact = new Map<string, string>();
  const stems = new Map<string, string>();
  for (const [name, words] of Object.entries(CONCEPTS)) {
    for (const word of words) {
      const parts = normalise(word).split(' ');
      const token = parts.join('');
      if (parts.length > 1) phrases.push([padded(parts.join(' ')), ` ${token} `]);
      const owner = exact.get(token);
      if (owner && owner !== conceptTerm(name)) throw new Error(`hint terms: "${word}" is in two concepts`);
      exact.set(token, conceptTerm(name));
      if (!stems.has(stem(token))) stems.set(stem(token), conceptTerm(name));
    }
  }
  // An exact spelling wins over another word's stem (जल is water, though जला stems to it).
  const concepts = new Map([...stems, ...exact]);
  const stopwords = new Set<string>();
  for (const word of STOPWORDS.map(normalise)) {
    if (concepts.has(word)) throw new Error(`hint terms: "${word}" is a stopword and a concept`);
    stopwords.add(word);
    if (!concepts.has(stem(word))) stopwords.add(stem(word));
  }
  // Longer phrases first, so "काम नहीं कर" is joined before any shorter phrase inside it.
  phrases.sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
  return { phrases, concepts, stopwords };
}

const TABLES = buildTables();

/** A long number (a phone, an account) names a person, not a problem: never a term. */
const LONG_NUMBER = '^[0-9]{5,}$';

/** One word's term, or null for a stopword, a single letter or a long number. */
function termOf(word: string): string | null {
  if (word === '' || TABLES.stopwords.has(word)) return null;
  const stemmed = stem(word);
  const term = TABLES.concepts.get(word) ?? TABLES.concepts.get(stemmed) ?? stemmed;
  return TABLES.stopwords.has(term) || term.length < 2 || new RegExp(LONG_NUMBER).test(term) ? null : term;
}

/** The words of a text after normalising and joining the phrases, in order. */
function words(text: string): string[] {
  const joined = TABLES.phrases.reduce((out, [phrase, token]) => out.split(phrase).join(token), padded(normalise(text)));
  return joined.split(/ +/).filter(Boolean);
}

/** A text's terms, distinct and sorted (as `cc_hint_terms` answers them). */
export function hintTerms(text: string): string[] {
  const terms = new Set(words(text).map(termOf).filter((term): term is string => term !== null));
  return [...terms].sort();
}

/** The typed text's terms that are looked up: concepts first (they carry the meaning), then words in the order typed. */
export function queryTerms(text: string): string[] {
  const terms = [...new Set(words(text).map(termOf).filter((term): term is string => term !== null))];
  return [...terms.filter((term) => term.startsWith('~')), ...terms.filter((term) => !term.startsWith('~'))].slice(0, MAX_QUERY_TERMS);
}

/** How many terms a stored text must share with the query: two (one shared word is any complaint of the type), or the query's one. */
export const requiredShared = (queryTermCount: number) => Math.min(2, queryTermCount);

export const sharedCount = (query: readonly string[], stored: readonly string[]) => {
  const set = new Set(stored);
  return query.filter((term) => set.has(term)).length;
};

/** The rule the SQL applies, for one pair of texts: does `stored` answer a hint for `typed`? */
export function hintsMatch(typed: string, stored: string): boolean {
  const query = queryTerms(typed);
  return query.length > 0 && sharedCount(query, hintTerms(stored)) >= requiredShared(query.length);
}

const lexeme = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The rule as a tsquery over the stored terms: any two of the query's terms (`'a' & 'b' | 'a' & 'c'
 * …`), or its only one. One GIN scan answers it, reading each term's posting list once.
 */
export function hintTsQuery(terms: readonly string[]): string {
  if (terms.length === 1) return lexeme(terms[0]!);
  const pairs: string[] = [];
  for (let i = 0; i < terms.length; i += 1) for (let j = i + 1; j < terms.length; j += 1) pairs.push(`${lexeme(terms[i]!)} & ${lexeme(terms[j]!)}`);
  return pairs.join(' | ');
}

const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlJson = (value: unknown) => `${sqlString(JSON.stringify(value))}::jsonb`;

/**
 * `cc_hint_terms(text) returns text[]`: the same steps as `hintTerms`, in SQL, from the same tables.
 * Immutable (an index expression), its search path fixed (no caller's schema can change it).
 * PL/pgSQL only so that its one statement's plan is kept per session (a SQL function's is made per
 * call); the tables are jsonb constants, folded into that plan, looked up by binary search.
 */
export function hintTermsFunctionSql(): string {
  const from = CHAR_MAP.map(([char]) => char).join('');
  const to = CHAR_MAP.map(([, char]) => char).join('');
  const normalised = `btrim(regexp_replace(regexp_replace(regexp_replace(translate(input, ${sqlString(from)}, ${sqlString(to)}), ${sqlString(DROPPED)}, '', 'g'), ${sqlString(NASAL)}, ${sqlString('\u0902')}, 'g'), ${sqlString(NOT_TOKEN)}, ' ', 'g'))`;
  const paddedSql = `' ' || replace(${normalised}, ' ', '  ') || ' '`;
  const joined = TABLES.phrases.reduce((out, [phrase, token]) => `replace(${out}, ${sqlString(phrase)}, ${sqlString(token)})`, paddedSql);
  const concepts = sqlJson(Object.fromEntries(TABLES.concepts));
  const stop = sqlJson(Object.fromEntries([...TABLES.stopwords].map((word) => [word, true])));
  return `create or replace function cc_hint_terms(input text) returns text[]
language plpgsql immutable strict parallel safe
set search_path = pg_catalog
as $fn$
begin
  return (
    select coalesce(array_agg(distinct term order by term), '{}'::text[])
    from (
      select coalesce(${concepts} ->> word, ${concepts} ->> stemmed, stemmed) as term
      from (
        select word, regexp_replace(regexp_replace(word, ${sqlString(HINDI_STEM)}, '\\1'), ${sqlString(ENGLISH_STEM)}, '\\1') as stemmed
        from regexp_split_to_table(${joined}, ' +') as word
        where word <> '' and not (${stop} ? word)
      ) stemmed_words
    ) terms
    where not (${stop} ? term) and char_length(term) >= 2 and term !~ ${sqlString(LONG_NUMBER)}
  );
end
$fn$`;
}
