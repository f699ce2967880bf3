import { createKit, insertRequest, type Kit } from './request-test-kit';

/**
 * GET /api/admin/requests?page=: the admin requests screen's numbered pages with a total (spec §2
 * 'Showing X of Y requests'), the search (request id, title, citizen name, district) and the status
 * and priority filters. The rows carry a marker in the citizen's name so `q` isolates this file's
 * rows from the other test files sharing the run's database.
 */
let kit: Kit;
const marker = `pgd${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const ids: number[] = [];

beforeAll(async () => {
  kit = await createKit();
  const citizen = kit.personas.citizenA.user!.id;
  const rows = [
    { status: 'pending', escalationLevel: 0, district: 'raisen' },
    { status: 'pending', escalationLevel: 3, district: 'vidisha' },
    { status: 'escalated', escalationLevel: 1, district: 'raisen' },
    { status: 'resolved', escalationLevel: 2, district: 'sehore' },
    { status: 'rejected', escalationLevel: 0, district: 'dewas' },
  ];
  for (const [index, fields] of rows.entries()) {
    ids.push(await insertRequest(kit.db, { ...fields, submitterId: citizen, name: `${marker} person${index}`, createdAt: `2025-04-0${index + 1}T06:00:00Z` }));
  }
});
afterAll(() => kit.close());

const get = (query: string) => kit.personas.admin.client.get(`/api/admin/requests?${query}`);

async function page(query: string) {
  const res = await get(`q=${marker}&${query}`);
  expect(res.status).toBe(200);
  return res.body as { items: Array<{ id: number; requestId: string; status: string }>; total: number; page: number; pageSize: number };
}

const newestFirst = () => [...ids].reverse();

describe('GET /api/admin/requests numbered pages', () => {
  it('answers {items, total, page, pageSize}, newest first, 10 a page by default', async () => {
    const first = await page('page=1');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(first.items.map((item) => item.id)).toEqual(newestFirst());
  });

  it('walks the pages without gaps or repeats; a page past the end is empty with the total', async () => {
    const seen: number[] = [];
    for (const number of [1, 2, 3]) {
      const body = await page(`page=${number}&pageSize=2`);
      expect(body.total).toBe(5);
      seen.push(...body.items.map((item) => item.id));
    }
    expect(seen).toEqual(newestFirst());
    expect(await page('page=4&pageSize=2')).toMatchObject({ items: [], total: 5, page: 4 });
  });

  it.each([
    ['status=pending', [0, 1]],
    ['status=escalated', [2]],
    ['status=resolved', [3]],
    ['status=rejected', [4]],
    ['status=in_progress', []],
    ['priority=high', [1]],
    ['priority=medium', [3]],
    ['priority=low', [0, 2, 4]],
    ['priority=urgent', []],
    ['status=pending&priority=low', [0]],
  ])('%s: the page and the total count the same rows', async (query, expected) => {
    const body = await page(`page=1&pageSize=10&${query}`);
    expect(body.items.map((item) => ids.indexOf(item.id)).sort()).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('searches the request id, the citizen name and the district, ignoring case', async () => {
    const [target] = (await page('page=1&status=rejected')).items;
    const byCode = await get(`page=1&q=${target!.requestId.toLowerCase()}`);
    expect(byCode.body).toMatchObject({ total: 1, items: [{ id: ids[4] }] });
    const byName = await get(`page=1&q=${marker.toUpperCase()} PERSON3`);
    expect(byName.body).toMatchObject({ total: 1, items: [{ id: ids[3] }] });
    const byDistrict = await get(`page=1&q=DEWAS&status=rejected&pageSize=100`);
    expect(byDistrict.body.items.map((item: { id: number }) => item.id)).toContain(ids[4]);
  });

  it('a search that matches nothing answers an empty page and 0', async () => {
    expect((await get(`page=1&q=${marker}-nothing`)).body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('without page it keeps the keyset answer the dashboard reads', async () => {
    const res = await get(`q=${marker}&limit=2`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['items', 'nextCursor']);
    expect(res.body.items.map((item: { id: number }) => item.id)).toEqual(newestFirst().slice(0, 2));
  });

  it.each([
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=1&pageSize=0', 'pageSize'],
    ['page=1&pageSize=101', 'pageSize'],
    ['pageSize=10', 'pageSize'],
    ['page=1&limit=10', 'limit'],
    ['page=1&cursor=abc', 'cursor'],
    ['page=1&page=2', 'page'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field });
  });

  it('is the admins’ only: staff and citizens are refused', async () => {
    expect((await kit.personas.staff.client.get('/api/admin/requests?page=1')).status).toBe(403);
    expect((await kit.personas.citizenA.client.get('/api/admin/requests?page=1')).status).toBe(403);
  });
});
