import { parse } from 'csv-parse/sync';
import { createKit, insertRequest, userId, type Kit } from '../../requests/__tests__/request-test-kit';
import { refreshTransparencySummary } from '../transparency-summary';

let kit: Kit;
const district = `td${process.pid}x${Date.now().toString(36)}`;
/** A district whose stored name a spreadsheet would run as a formula. */
const risky = `${district}r`;
/** A district the office's list does not name: still explained, under its code. */
const unlisted = `${district}u`;
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
  kit = await createKit();
  await kit.db('locations').insert([
    { type: 'district', code: district, name: 'Testpur', nameHi: 'टेस्टपुर', isActive: false },
    { type: 'district', code: risky, name: '=HYPERLINK("http://x")', nameHi: 'जोखिमपुर', isActive: false },
  ]);
  const citizen = await userId(kit.db, 'citizen');
  for (const [where, requestType, status] of [
    [district, 'health', 'resolved'],
    [district, 'health', 'pending'],
    [district, 'electricity', 'rejected'],
    [district, 'water-supply', 'in_progress'],
    [district, 'health', 'pending'],
    [risky, 'health', 'pending'],
    [unlisted, 'education', 'pending'],
  ]) {
    await insertRequest(kit.db, { submitterId: citizen, district: where, requestType, status });
  }
  await refreshTransparencySummary(kit.db);
});
afterAll(async () => {
  await kit.db('locations').whereIn('code', [district, risky]).del();
  await kit.close();
});

const csvGet = (query: string) => kit.personas.anonymous.client.get(`/api/public/transparency.csv${query}`);
const records = (text: string) => parse(text, { bom: true }) as string[][];

/** The dictionary as [kind, code] → its names and meanings. */
async function dictionary(query: string) {
  const res = await csvGet(query);
  expect(res.status).toBe(200);
  const [header, ...rows] = records(res.text);
  return { res, header, entry: (kind: string, code: string) => rows.find((row) => row[0] === kind && row[1] === code), rows };
}

describe('GET /api/public/transparency.csv?dictionary=1', () => {
  it('explains every column of the figures file in English and Hindi, the figures file keeping its machine header', async () => {
    const figures = records((await csvGet(`?district=${district}`)).text);
    const columns = figures[0];
    // Scripts read the figures file's first row as it was: machine names only.
    expect(columns.slice(0, 5)).toEqual(['scope', 'district', 'requestType', 'month', 'received']);
    const { res, header, entry } = await dictionary(`?district=${district}&dictionary=1`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="citizen-connect-transparency-all-time-dictionary.csv"');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // Excel reads the Hindi as UTF-8 only behind a byte order mark.
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(header).toEqual(['Kind / प्रकार', 'Code / कोड', 'English', 'हिंदी', 'Meaning', 'अर्थ']);
    for (const column of columns) {
      const [, , english, hindi, meaning, meaningHindi] = entry('column', column) ?? [];
      expect({ column, english: Boolean(english), meaning: Boolean(meaning) }).toEqual({ column, english: true, meaning: true });
      expect({ column, hindi: DEVANAGARI.test(hindi ?? ''), meaningHindi: DEVANAGARI.test(meaningHindi ?? '') }).toEqual({ column, hindi: true, meaningHindi: true });
    }
    expect(entry('column', 'received')?.slice(2, 4)).toEqual(['Received', 'प्राप्त']);
    expect(entry('column', 'resolved')?.slice(2, 4)).toEqual(['Resolved', 'हल हुए']);
  });

  it('explains every code the figures file holds: row kinds, districts, request types, the withheld mark', async () => {
    for (const query of [`?district=${district}`, '', '?months=12']) {
      const figures = records((await csvGet(query)).text).slice(1);
      const { entry } = await dictionary(`${query ? `${query}&` : '?'}dictionary=1`);
      const codes: Array<[kind: string, code: string]> = [
        ...figures.map((row): [string, string] => ['scope', row[0]]),
        ...figures.filter((row) => row[1]).map((row): [string, string] => ['district', row[1]]),
        ...figures.filter((row) => row[2]).map((row): [string, string] => ['requestType', row[2]]),
        ...figures.flatMap((row) => row.filter((cell) => /^fewer than/.test(cell)).map((cell): [string, string] => ['value', cell])),
      ];
      expect(codes.length).toBeGreaterThan(0);
      for (const [kind, code] of new Map(codes.map((pair) => [pair.join('/'), pair])).values()) {
        const found = entry(kind, code);
        expect({ kind, code, english: Boolean(found?.[2]), hindi: Boolean(found?.[3]), meaning: Boolean(found?.[4] && found[5]) }).toEqual({ kind, code, english: true, hindi: true, meaning: true });
      }
    }
    const { entry } = await dictionary(`?district=${district}&dictionary=1`);
    // Names from the office's lists, in both languages.
    expect(entry('district', district)?.slice(2, 4)).toEqual(['Testpur', 'टेस्टपुर']);
    expect(entry('requestType', 'health')?.slice(2, 4)).toEqual(['Health', 'स्वास्थ्य']);
    expect(entry('requestType', 'water-supply')?.slice(2, 4)).toEqual(['Water Supply', 'जल आपूर्ति']);
    // The file lists the codes of its own figures: another district's is not there.
    expect(entry('district', unlisted)).toBeUndefined();
    expect(entry('value', 'fewer than 5')?.[3]).toBe('5 से कम');
    // The statuses behind the counts, with the glossary's words.
    for (const [status, hindi] of [['pending', 'लंबित'], ['assigned', 'सौंपा गया'], ['in_progress', 'प्रगति में'], ['escalated', 'आगे भेजा गया'], ['resolved', 'हल हो गया'], ['rejected', 'अस्वीकृत'], ['closed', 'बंद']]) {
      expect(entry('status', status)?.[3]).toBe(hindi);
    }
  });

  it('lists a district missing from the office list under its code, and keeps every cell formula-safe', async () => {
    const all = await dictionary('?dictionary=1');
    expect(all.entry('district', unlisted)?.slice(1, 4)).toEqual([unlisted, unlisted, unlisted]);
    expect(all.entry('district', risky)?.slice(2, 4)).toEqual(['\'=HYPERLINK("http://x")', 'जोखिमपुर']);
    for (const row of all.rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('names the file after its period and refuses what it does not offer (400)', async () => {
    const res = await csvGet(`?district=${district}&months=12&dictionary=1`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="citizen-connect-transparency-last-12-months-dictionary.csv"');
    // dictionary=0 (or empty) is the figures file itself.
    expect((await csvGet(`?district=${district}&dictionary=0`)).text).toBe((await csvGet(`?district=${district}`)).text);
    expect((await csvGet('?dictionary=2')).status).toBe(400);
    expect((await csvGet('?dictionary=yes')).status).toBe(400);
    // The JSON report has no dictionary: the key is refused there, never ignored.
    expect((await kit.personas.anonymous.client.get('/api/public/transparency?dictionary=1')).status).toBe(400);
  });
});
