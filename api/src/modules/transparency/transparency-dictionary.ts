import type { TransparencyReport } from '@cc/types';
import { SATISFIED_MIN_RATING, TRANSPARENCY_MIN_COUNT } from '@cc/validation';
import type { Knex } from 'knex';
import { csvRecord } from '../../lib/spreadsheet-cell';
import { LocationRow } from '../admin-locations/location.model';
import { RequestType } from '../admin-request-types/request-type.model';
import { locationValue } from '../catalog/catalog.service';
import { TRANSPARENCY_CSV_COLUMNS, type TransparencyCsvColumn } from './transparency-csv';

/**
 * The data dictionary of the figures CSV (`transparency.csv?dictionary=1`): every column of the
 * figures file and every code in it (row kinds, districts, request types, the request statuses the
 * counts cover, the "fewer than 5" mark), each with its English and Hindi name and meaning. A file
 * of its own, so the figures file keeps one header row of machine names that tools read as it is.
 */
type Bilingual = readonly [english: string, hindi: string, meaning: string, meaningHindi: string];

/** For people first: the dictionary's own header says what each column holds, in both languages. */
const DICTIONARY_HEADER = ['Kind / प्रकार', 'Code / कोड', 'English', 'हिंदी', 'Meaning', 'अर्थ'] as const;

const FEWER_THAN = `fewer than ${TRANSPARENCY_MIN_COUNT}`;
const WITHHELD = `“${FEWER_THAN}” when the row is withheld (see below).`;
const WITHHELD_HI = `पंक्ति रोकी गई हो तो “${FEWER_THAN}” (नीचे देखें)।`;
/** The figure is the upper end of a step (resolution-buckets.ts), not an exact time. */
const HOURS = 'an upper bound read off steps of an hour up to a day, 6 hours up to two days, a day up to 30 days, then 45, 60, 90, 180 and 365 days; empty when none was resolved.';
const HOURS_HI = 'यह ऊपरी सीमा है, जो इन चरणों से पढ़ी जाती है: एक दिन तक एक-एक घंटा, दो दिन तक 6-6 घंटे, 30 दिन तक एक-एक दिन, फिर 45, 60, 90, 180 और 365 दिन; कोई हल न हुआ हो तो खाली।';

const COLUMNS: Record<TransparencyCsvColumn, Bilingual> = {
  scope: ['Row kind', 'पंक्ति का प्रकार', 'What the row counts: total, district, type, cell or month (each listed below).', 'पंक्ति किसकी गिनती है: total, district, type, cell या month (हर एक नीचे दिया है)।'],
  district: ['District', 'ज़िला', 'District code (names below); empty: all districts.', 'ज़िले का कोड (नाम नीचे); खाली: सभी ज़िले।'],
  requestType: ['Request type', 'अनुरोध का प्रकार', 'Request type code (names below); empty: all request types.', 'अनुरोध प्रकार का कोड (नाम नीचे); खाली: सभी अनुरोध प्रकार।'],
  month: ['Month', 'महीना', 'Calendar month (YYYY-MM, India time) of a month row; empty on other rows.', 'month पंक्ति का कैलेंडर महीना (YYYY-MM, भारतीय समय); बाकी पंक्तियों में खाली।'],
  received: ['Received', 'प्राप्त', `Requests submitted in the period, every status counted. ${WITHHELD}`, `अवधि में जमा किए गए अनुरोध, हर स्थिति के। ${WITHHELD_HI}`],
  resolved: ['Resolved', 'हल हुए', 'Of those, requests now resolved.', 'इनमें से अब तक हल हुए अनुरोध।'],
  rejected: ['Rejected', 'अस्वीकृत', 'Of those, requests rejected.', 'इनमें से अस्वीकृत अनुरोध।'],
  pending: ['Pending', 'लंबित', 'Of those, requests still open (pending, assigned, in progress or escalated).', 'इनमें से अभी खुले अनुरोध (लंबित, सौंपा गया, प्रगति में या आगे भेजा गया)।'],
  overdue: ['Overdue', 'समय-सीमा पार', 'Of the open ones, requests past their due time.', 'खुले अनुरोधों में से जिनकी समय-सीमा बीत चुकी है।'],
  medianResolutionHours: ['Median time to resolve (hours)', 'आधे अनुरोध इतने घंटों में हल हुए', `Half of the resolved requests were resolved within this many hours; ${HOURS}`, `हल हुए अनुरोधों में से आधे इतने घंटों के भीतर हल हुए; ${HOURS_HI}`],
  p90ResolutionHours: ['90% resolved within (hours)', '90% अनुरोध इतने घंटों में हल हुए', `90 in 100 resolved requests were resolved within this many hours; ${HOURS}`, `हल हुए 100 में से 90 अनुरोध इतने घंटों के भीतर हल हुए; ${HOURS_HI}`],
  withinSlaShare: ['Resolved on time (share)', 'समय पर हल हुए (अनुपात)', 'Of the resolved requests that had a due time, the share resolved by it, from 0 to 1; empty when none had one.', 'हल हुए जिन अनुरोधों की समय-सीमा थी, उनमें से समय पर हल हुए अनुरोधों का अनुपात, 0 से 1 तक; ऐसा कोई न हो तो खाली।'],
  rated: ['Ratings', 'रेटिंग', `Citizens' ratings of their closed requests (total, district and type rows only). ${WITHHELD}`, `नागरिकों द्वारा अपने बंद अनुरोधों को दी गई रेटिंग (केवल total, district और type पंक्तियों में)। ${WITHHELD_HI}`],
  satisfied: ['Satisfied', 'संतुष्ट', `Of those, ratings of ${SATISFIED_MIN_RATING} or more.`, `इनमें से ${SATISFIED_MIN_RATING} या अधिक की रेटिंग।`],
  satisfiedShare: ['Citizens satisfied (share)', 'संतुष्ट नागरिक (अनुपात)', 'Satisfied divided by ratings, from 0 to 1; empty when there are none.', 'संतुष्ट को रेटिंग से भाग देकर, 0 से 1 तक; रेटिंग न हो तो खाली।'],
};

const SCOPES: Record<string, Bilingual> = {
  total: ['Total', 'कुल', 'Every request the filters match.', 'फ़िल्टर से मेल खाते सभी अनुरोध।'],
  district: ['District', 'ज़िला', 'One district (of the chosen request type, if any).', 'एक ज़िला (चुना गया हो तो उसी अनुरोध प्रकार का)।'],
  type: ['Request type', 'अनुरोध का प्रकार', 'One request type (in the chosen district, if any).', 'एक अनुरोध प्रकार (चुना गया हो तो उसी ज़िले में)।'],
  cell: ['District and request type', 'ज़िला और अनुरोध प्रकार', 'One request type in one district.', 'एक ज़िले में एक अनुरोध प्रकार।'],
  month: ['Month', 'महीना', 'One of the last 12 calendar months, for the chosen district and type.', 'पिछले 12 कैलेंडर महीनों में से एक, चुने गए ज़िले और प्रकार के लिए।'],
};

/** The request statuses behind the counts; `closed` counts under received only. */
const STATUSES: Record<string, Bilingual> = {
  pending: ['Pending', 'लंबित', 'Waiting to be handled: counted under pending.', 'कार्रवाई की प्रतीक्षा में: लंबित में गिना जाता है।'],
  assigned: ['Assigned', 'सौंपा गया', 'Handed to a staff member: counted under pending.', 'किसी कर्मचारी को सौंपा गया: लंबित में गिना जाता है।'],
  in_progress: ['In Progress', 'प्रगति में', 'Being worked on: counted under pending.', 'जिस पर काम चल रहा है: लंबित में गिना जाता है।'],
  escalated: ['Escalated', 'आगे भेजा गया', 'Sent to a higher authority: counted under pending.', 'ऊपर के अधिकारी को भेजा गया: लंबित में गिना जाता है।'],
  resolved: ['Resolved', 'हल हो गया', 'Counted under resolved.', 'हल हुए में गिना जाता है।'],
  rejected: ['Rejected', 'अस्वीकृत', 'Counted under rejected.', 'अस्वीकृत में गिना जाता है।'],
  closed: ['Closed', 'बंद', 'Closed: counted under received only.', 'बंद: केवल प्राप्त में गिना जाता है।'],
};

const VALUES: Array<[code: string, entry: Bilingual]> = [
  [
    FEWER_THAN,
    [
      FEWER_THAN,
      `${TRANSPARENCY_MIN_COUNT} से कम`,
      `The row is about 1 to ${TRANSPARENCY_MIN_COUNT - 1} requests (or ratings): its figures are withheld so that no one can be identified, and its other cells are empty.`,
      `पंक्ति 1 से ${TRANSPARENCY_MIN_COUNT - 1} अनुरोधों (या रेटिंग) की है: किसी की पहचान न हो, इसलिए उसके आँकड़े नहीं दिखाए जाते और बाकी खाने खाली रहते हैं।`,
    ],
  ],
  ['', ['(empty)', '(खाली)', 'No figure: nothing to measure, or the row is withheld.', 'कोई आँकड़ा नहीं: मापने को कुछ नहीं, या पंक्ति रोकी गई है।']],
];

/** Every district and request type code the report's rows (and filters) name, sorted. */
function codesOf(report: TransparencyReport) {
  const districts = new Set<string>();
  const types = new Set<string>();
  if (report.filters.district) districts.add(report.filters.district);
  if (report.filters.type) types.add(report.filters.type);
  for (const row of [...report.byDistrict, ...report.cells, ...report.satisfaction.byDistrict]) districts.add(row.district);
  for (const row of [...report.byType, ...report.cells, ...report.satisfaction.byType]) types.add(row.requestType);
  const sorted = (codes: Set<string>) => [...codes].sort((a, b) => a.localeCompare(b));
  return { districts: sorted(districts), types: sorted(types) };
}

type Names = Map<string, { english: string; hindi: string | null }>;

async function districtNames(db: Knex, codes: string[]): Promise<Names> {
  if (codes.length === 0) return new Map();
  const rows = await LocationRow.query(db).where({ type: 'district' }).select('code', 'name', 'nameHi');
  return new Map(rows.map((row) => [locationValue(row.code), { english: row.name, hindi: row.nameHi }]));
}

async function typeNames(db: Knex, codes: string[]): Promise<Names> {
  if (codes.length === 0) return new Map();
  const rows = await RequestType.query(db).whereIn('name', codes).select('name', 'displayName', 'displayNameHi');
  return new Map(rows.map((row) => [row.name, { english: row.displayName, hindi: row.displayNameHi }]));
}

/** A code no longer in the lists (or never named in Hindi) is still listed, under the name it has. */
const named = (code: string, names: Names, meaning: readonly [string, string]) => {
  const found = names.get(code);
  return [code, found?.english ?? code, found?.hindi || found?.english || code, ...meaning];
};

/**
 * The dictionary of the figures file the same filters give. Starts with a byte order mark: Excel
 * then reads the Hindi as UTF-8 instead of garbling it.
 */
export async function transparencyDictionaryCsv(db: Knex, report: TransparencyReport): Promise<string> {
  const codes = codesOf(report);
  const [districts, types] = await Promise.all([districtNames(db, codes.districts), typeNames(db, codes.types)]);
  const rows: Array<ReadonlyArray<string>> = [
    ...TRANSPARENCY_CSV_COLUMNS.map((column) => ['column', column, ...COLUMNS[column]]),
    ...Object.entries(SCOPES).map(([code, entry]) => ['scope', code, ...entry]),
    ...codes.districts.map((code) => ['district', ...named(code, districts, ['District code used in the district column.', 'district कॉलम में ज़िले का कोड।'])]),
    ...codes.types.map((code) => ['requestType', ...named(code, types, ['Request type code used in the requestType column.', 'requestType कॉलम में अनुरोध प्रकार का कोड।'])]),
    ...Object.entries(STATUSES).map(([code, entry]) => ['status', code, ...entry]),
    ...VALUES.map(([code, entry]) => ['value', code, ...entry]),
  ];
  return `\uFEFF${csvRecord(DICTIONARY_HEADER)}${rows.map((row) => csvRecord(row)).join('')}`;
}

/** Beside the figures file of the same period. */
export const transparencyDictionaryFileName = (figuresFileName: string) => figuresFileName.replace(/\.csv$/, '-dictionary.csv');
