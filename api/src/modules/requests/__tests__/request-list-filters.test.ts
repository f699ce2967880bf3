import { createKit, insertRequest, userId, type Kit } from './request-test-kit';

/**
 * GET /api/requests honours every filter the spec (§7) or the UI names, inside the caller's scope,
 * with keyset paging. Each row carries a marker in its name so `q` isolates this file's rows from
 * the other test files sharing the run's database.
 */
let kit: Kit;
const marker = `flt${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const row: Record<string, number> = {};

beforeAll(async () => {
  kit = await createKit();
  const citizenA = kit.personas.citizenA.user!.id;
  const citizenB = kit.personas.citizenB.user!.id;
  const official = await userId(kit.db, 'official');
  const add = (name: string, fields: Omit<Parameters<typeof insertRequest>[1], 'name'>) =>
    insertRequest(kit.db, { ...fields, name: `${marker} ${name}` }).then((id) => (row[name] = id));
  // 18:29 UTC is 23:59 in Asia/Kolkata, 18:31 UTC already the next day there.
  await add('r1', { submitterId: citizenA, district: 'raisen', vidhansabha: 'bhojpur', requestType: 'infrastructure', escalationLevel: 0, createdAt: '2025-03-09T18:29:00Z' });
  await add('r2', { submitterId: citizenA, district: 'raisen', vidhansabha: 'sanchi', requestType: 'health', escalationLevel: 2, createdAt: '2025-03-09T18:31:00Z' });
  await add('r3', { submitterId: citizenA, district: 'vidisha', vidhansabha: 'basoda', requestType: 'health', escalationLevel: 3, createdAt: '2025-03-11T06:00:00Z' });
  await add('r4', { submitterId: citizenA, district: 'sehore', vidhansabha: 'budhni', requestType: 'water-supply', escalationLevel: 1, status: 'resolved', assignedTo: official });
  await add('r5', { submitterId: citizenB, district: 'sehore', vidhansabha: 'budhni', requestType: 'infrastructure', category: 'street-lights' });
});
afterAll(() => kit.close());

const names = (items: Array<{ id: number }>) => {
  const byId = new Map(Object.entries(row).map(([name, id]) => [id, name]));
  return items.map((item) => byId.get(item.id) ?? `foreign:${item.id}`).sort();
};

async function list(persona: keyof Kit['personas'], query: string, path = '/api/requests') {
  const res = await kit.personas[persona].client.get(`${path}?q=${marker}&limit=100${query ? `&${query}` : ''}`);
  expect(res.status).toBe(200);
  return names(res.body.items);
}

describe('GET /api/requests filters', () => {
  it.each([
    ['district=raisen', ['r1', 'r2']],
    ['district=vidisha', ['r3']],
    ['vidhanSabha=sanchi', ['r2']],
    ['vidhansabha=sanchi', ['r2']],
    ['requestType=health', ['r2', 'r3']],
    ['requestType=infrastructure', ['r1', 'r5']],
    ['category=street-lights', ['r5']],
    ['category=infrastructure', ['r1']],
    ['priority=high', ['r3']],
    ['priority=medium', ['r2']],
    ['priority=low', ['r1', 'r4', 'r5']],
    ['priority=urgent', []],
    ['from=2025-03-10&to=2025-03-10', ['r2']],
    ['to=2025-03-09', ['r1']],
    ['from=2025-03-10&to=2025-03-11', ['r2', 'r3']],
    ['status=resolved', ['r4']],
    ['district=raisen&priority=medium&requestType=health', ['r2']],
  ])('admin: %s', async (query, expected) => {
    expect(await list('admin', query)).toEqual(expected);
  });

  it('district=raisen alone returns raisen rows only', async () => {
    const res = await kit.personas.admin.client.get('/api/requests?district=raisen&limit=100');
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every((item: { district: string }) => item.district === 'raisen')).toBe(true);
  });

  it('assignedTo, userId and citizenId', async () => {
    const official = await userId(kit.db, 'official');
    expect(await list('admin', `assignedTo=${official}`)).toEqual(['r4']);
    expect(await list('admin', `userId=${kit.personas.citizenB.user!.id}`)).toEqual(['r5']);
    expect(await list('admin', `citizenId=${kit.personas.citizenA.user!.id}`)).toEqual(['r1', 'r2', 'r3', 'r4']);
  });

  it('filters stay inside the caller scope', async () => {
    // staff: district raisen; citizen B: own requests only.
    expect(await list('staff', '')).toEqual(['r1', 'r2']);
    expect(await list('staff', 'district=vidisha')).toEqual([]);
    expect(await list('citizenB', '')).toEqual(['r5']);
    expect(await list('citizenB', 'district=raisen')).toEqual([]);
    expect(await list('citizenA', 'requestType=health')).toEqual(['r2', 'r3']);
  });

  it('keyset paging walks a filtered list without gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await kit.personas.admin.client.get(`/api/requests?q=${marker}&requestType=health&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((item: { id: number }) => item.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([row.r3, row.r2]);
  });

  it('GET /api/admin/requests takes the same filters', async () => {
    expect(await list('admin', 'district=raisen', '/api/admin/requests')).toEqual(['r1', 'r2']);
    expect(await list('admin', 'priority=high&from=2025-03-11&to=2025-03-11', '/api/admin/requests')).toEqual(['r3']);
  });

  it.each([
    ['district=raisen&colour=red', 'colour', 'unknownField'],
    ['priority=critical', 'priority', 'invalidValue'],
    ['from=2025-02-30', 'from', 'invalidValue'],
    ['from=2025-03-11&to=2025-03-10', 'to', 'invalidValue'],
    ['to=yesterday', 'to', 'invalidValue'],
    ['district=raisen&district=vidisha', 'district', 'invalidValue'],
  ])('refuses %s with 400', async (query, field, messageKey) => {
    const res = await kit.personas.admin.client.get(`/api/requests?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, messageKey });
  });
});
