import { createKit, insertRequest, userId, type Kit } from '../../requests/__tests__/request-test-kit';

/** GET /api/staff/team: the staff page lists the viewer's district staff with role, level and open workload. */
let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

type Member = { username: string; role: string; level: number; district: string | null; openWorkload: number; roleDisplayName: string };

it("shows a district's staff only to that district's staff, with role, level and open workload", async () => {
  const official = await userId(kit.db, 'official');
  await insertRequest(kit.db, { submitterId: null, district: 'raisen', status: 'escalated', assignedTo: official });
  await insertRequest(kit.db, { submitterId: null, district: 'raisen', status: 'in_progress', assignedTo: official });
  await insertRequest(kit.db, { submitterId: null, district: 'raisen', status: 'resolved', assignedTo: official });
  const open = Number((await kit.db('requests').where({ assignedTo: official }).whereIn('status', ['pending', 'escalated', 'in_progress', 'assigned']).count('* as n').first())!.n);

  const res = await kit.personas.staff.client.get('/api/staff/team?pageSize=100');
  expect(res.status).toBe(200);
  const members = res.body.items as Member[];
  expect(members.every((m) => m.district === 'raisen')).toBe(true);
  expect(members.some((m) => m.role === 'citizen')).toBe(false);
  expect(members.find((m) => m.username === 'official')).toEqual(
    expect.objectContaining({ role: 'government_official', level: expect.any(Number), openWorkload: open, roleDisplayName: expect.any(String) }),
  );
  expect(open).toBeGreaterThanOrEqual(2);
  expect(members.map((m) => m.username)).not.toContain('health_officer');
});

it('shows every district to an admin, paged and searched', async () => {
  const all = await kit.personas.admin.client.get('/api/staff/team?pageSize=100');
  expect(all.body.items.map((m: Member) => m.username)).toEqual(expect.arrayContaining(['health_officer', 'official', 'sp_sehore']));
  const page = await kit.personas.admin.client.get('/api/staff/team?pageSize=2&page=1');
  expect(page.body).toEqual(expect.objectContaining({ pageSize: 2, page: 1, total: all.body.total }));
  expect(page.body.items).toHaveLength(2);
  const search = await kit.personas.admin.client.get('/api/staff/team?search=meena');
  expect(search.body.items.map((m: Member) => m.username)).toEqual(['health_officer']);
});

it('is closed to citizens', async () => {
  expect((await kit.personas.citizenA.client.get('/api/staff/team')).status).toBe(403);
});
