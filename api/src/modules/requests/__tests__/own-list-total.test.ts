import { createKit, insertRequest, type Kit } from './request-test-kit';

// A citizen's My Requests says "Showing 10 of 37": the first page of their own list carries the total.
let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

describe('GET /api/requests total (a citizen\'s own list)', () => {
  it('is on the first page only, counts the filters, and stays off the office\'s lists', async () => {
    const citizen = kit.personas.citizenB;
    for (let i = 0; i < 3; i += 1) await insertRequest(kit.db, { submitterId: citizen.user!.id, status: 'pending', title: `Own total ${i}` });
    await insertRequest(kit.db, { submitterId: citizen.user!.id, status: 'resolved', title: 'Own total resolved' });
    const mine = Number((await kit.db('requests').where({ submitterId: citizen.user!.id }).count({ n: '*' }).first())!.n);
    const minePending = Number((await kit.db('requests').where({ submitterId: citizen.user!.id, status: 'pending' }).count({ n: '*' }).first())!.n);

    const first = await citizen.client.get('/api/requests?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.total).toBe(mine);
    const next = await citizen.client.get(`/api/requests?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(next.body.total).toBeUndefined();
    expect((await citizen.client.get('/api/requests?limit=2&status=pending')).body.total).toBe(minePending);
    // Everything on one page: the total is what is shown.
    expect((await citizen.client.get('/api/requests?limit=100')).body.total).toBe(mine);

    expect((await kit.personas.staff.client.get('/api/requests?limit=2')).body.total).toBeUndefined();
  });
});
