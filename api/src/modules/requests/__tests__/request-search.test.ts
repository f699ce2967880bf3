import type { Knex } from 'knex';
import { applySearch, searchCondition, searchTerm, type SearchCondition } from '../request-search';
import { createKit, insertRequest, type Kit } from './request-test-kit';

/**
 * GET /api/requests?q= (and the admin list): a request code, a phone number, a word of Request ID,
 * Title, Citizen Name or District, each answered inside the caller's scope. The rows carry a
 * marker (and a phone number of their own) so other test files' rows cannot match.
 */
let kit: Kit;
const marker = `srch${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
// A ten-digit mobile number no other file uses: 8 + nine digits from the clock and a random part.
const phone = `8${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
const row: Record<string, number> = {};
const code: Record<string, string> = {};

beforeAll(async () => {
  kit = await createKit();
  const citizenA = kit.personas.citizenA.user!.id;
  const citizenB = kit.personas.citizenB.user!.id;
  const add = async (key: string, fields: Parameters<typeof insertRequest>[1]) => {
    row[key] = await insertRequest(kit.db, fields);
    code[key] = (await kit.db('requests').where({ id: row[key] }).first('requestId')).requestId;
  };
  // A: raisen, the phone written with country code and spaces; B: vidisha, the same number plain.
  await add('potholeA', { submitterId: citizenA, district: 'raisen', title: `Pothole ${marker} Road`, name: 'Asha Verma', phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` });
  await add('lightB', { submitterId: citizenB, district: 'vidisha', title: 'Street light', name: `Bhola ${marker}`, phone });
  // Two-letter word start: 'Qx…' begins a word here, 'aqx' does not.
  await add('shortA', { submitterId: citizenA, district: 'raisen', title: `${marker} Qxavier gate`, name: 'Asha Verma' });
  await add('innerA', { submitterId: citizenA, district: 'raisen', title: `${marker} aqxz drain`, name: 'Asha Verma' });
});
afterAll(() => kit.close());

const keysOf = (items: Array<{ id: number }>) => {
  const byId = new Map(Object.entries(row).map(([key, id]) => [id, key]));
  return items.map((item) => byId.get(item.id) ?? `foreign:${item.id}`).sort();
};

async function search(persona: keyof Kit['personas'], q: string, path = '/api/requests') {
  const res = await kit.personas[persona].client.get(`${path}?q=${encodeURIComponent(q)}&limit=100`);
  expect(res.status).toBe(200);
  return keysOf(res.body.items);
}

describe('request search', () => {
  it('a request code finds that request alone, in any case, inside the scope', async () => {
    expect(await search('admin', code.potholeA!)).toEqual(['potholeA']);
    expect(await search('admin', code.lightB!.toLowerCase())).toEqual(['lightB']);
    // staff sees raisen only; a citizen their own requests only.
    expect(await search('staff', code.potholeA!)).toEqual(['potholeA']);
    expect(await search('staff', code.lightB!)).toEqual([]);
    expect(await search('citizenA', code.lightB!)).toEqual([]);
    expect(await search('citizenB', code.lightB!)).toEqual(['lightB']);
  });

  it('a phone number finds the requests filed with it, however it is written, inside the scope', async () => {
    expect(await search('admin', phone)).toEqual(['lightB', 'potholeA']);
    expect(await search('admin', `+91 ${phone}`)).toEqual(['lightB', 'potholeA']);
    expect(await search('admin', `${phone.slice(0, 5)}-${phone.slice(5)}`)).toEqual(['lightB', 'potholeA']);
    expect(await search('citizenA', phone)).toEqual(['potholeA']);
    expect(await search('staff', phone)).toEqual(['potholeA']);
  });

  it('a word of the title or the citizen name, case ignored, inside the scope', async () => {
    expect(await search('admin', `${marker.toUpperCase()} road`)).toEqual(['potholeA']);
    expect(await search('admin', `bhola ${marker}`)).toEqual(['lightB']);
    expect(await search('admin', marker)).toEqual(['innerA', 'lightB', 'potholeA', 'shortA']);
    expect(await search('citizenB', marker)).toEqual(['lightB']);
    expect(await search('staff', marker)).toEqual(['innerA', 'potholeA', 'shortA']);
  });

  it('the admin numbered list searches the same way and counts the matches', async () => {
    const res = await kit.personas.admin.client.get(`/api/admin/requests?page=1&q=${marker}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(keysOf(res.body.items)).toEqual(['innerA', 'lightB', 'potholeA', 'shortA']);
  });

  it('nothing matches: an empty page', async () => {
    expect(await search('admin', `${marker}-nothing`)).toEqual([]);
    expect(await search('admin', `CC-1999-999999`)).toEqual([]);
    // % and _ are literal, not wildcards.
    expect(await search('admin', `${marker.slice(0, 4)}%${marker.slice(5)}`)).toEqual([]);
  });

  it('one or two characters match the start of a word, not the middle of one', async () => {
    const found = await search('citizenA', 'qX');
    expect(found).toContain('shortA');
    expect(found).not.toContain('innerA');
  });
});

describe('searchCondition', () => {
  const probe = (condition: SearchCondition) => condition(kit.db('requests').select('id'));
  const idsOf = async (condition: SearchCondition) => (await condition(kit.db('requests').select('id').orderBy('id'))).map((r: { id: string }) => Number(r.id));
  const sqlOf = (condition: SearchCondition) => condition(kit.db('requests') as Knex.QueryBuilder).toQuery();

  it('rare text (no more matches than the cap) becomes those ids; common text stays the trigram condition; both find the same rows', async () => {
    const rare = await searchCondition(marker, probe, 4);
    const common = await searchCondition(marker, probe, 3);
    expect(sqlOf(rare)).toMatch(/"requests"\."id" in \(/);
    expect(sqlOf(common)).toMatch(/ like '%srch/);
    expect(await idsOf(rare)).toEqual(Object.values(row).sort((a, b) => a - b));
    expect(await idsOf(common)).toEqual(await idsOf(rare));
  });

  it('a code or a phone number is its index lookup without a probe', async () => {
    const refuse = () => {
      throw new Error('probed');
    };
    expect(sqlOf(await searchCondition(code.lightB!, refuse))).toMatch(/"requests"\."request_id" = /);
    expect(sqlOf(await searchCondition(phone, refuse))).toMatch(/regexp_replace/);
  });
});

describe('searchTerm', () => {
  it.each([
    ['CC-2026-000123', { kind: 'code', code: 'CC-2026-000123' }],
    [' cc-2026-000123 ', { kind: 'code', code: 'CC-2026-000123' }],
    ['9876543210', { kind: 'phone', key: '9876543210' }],
    ['+91 98765-43210', { kind: 'phone', key: '9876543210' }],
    ['12345', { kind: 'text', text: '12345' }],
    ['CC-2026', { kind: 'text', text: 'CC-2026' }],
    ['road repair', { kind: 'text', text: 'road repair' }],
  ])('%s', (q, expected) => {
    expect(searchTerm(q)).toEqual(expected);
  });
});

describe('the search SQL matches its indexes (migration 015)', () => {
  // With sequential scans off, the planner picks an index that can answer the condition: the
  // one the expression was written for, if and only if the query spells it identically.
  async function plan(q: string): Promise<string> {
    return kit.db.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const query = applySearch(trx('requests').count('*'), q);
      const { rows } = await trx.raw(`explain ${query.toQuery()}`);
      return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
    });
  }

  it.each([
    ['road repair', 'requests_search_trgm_idx'],
    ['ro', 'requests_search_trgm_idx'],
    ['9876543210', 'requests_phone_created_idx'],
    ['CC-2026-000123', 'requests_request_id_unique'],
  ])('%s uses %s', async (q, index) => {
    expect(await plan(q)).toContain(index);
  });
});
