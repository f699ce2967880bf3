import { createKit, insertRequest, userId, type Kit } from './request-test-kit';

/**
 * GET /api/requests?assignedTo=<me>&actionable=true is the staff Tasks list: what is assigned to the
 * caller and still theirs to act on by the workflow's state machine. The rejections and completion
 * go through the real PATCH, as a staff member does them. A marker in each row's name keeps other
 * test files' rows out of the answers.
 */
let kit: Kit;
const marker = `tsk${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const row: Record<string, number> = {};
let staffId: number;

beforeAll(async () => {
  kit = await createKit();
  staffId = kit.personas.staff.user!.id;
  const officialId = await userId(kit.db, 'official');
  const citizen = kit.personas.citizenA.user!.id;
  const add = async (name: string, fields: Omit<Parameters<typeof insertRequest>[1], 'name' | 'submitterId' | 'district'>) => {
    row[name] = await insertRequest(kit.db, { ...fields, submitterId: citizen, district: 'raisen', name: `${marker} ${name}` });
  };
  await add('rejected', {});
  await add('duplicate', {});
  await add('original', { status: 'in_progress', assignedTo: officialId });
  await add('resolved', { status: 'in_progress', assignedTo: staffId });
  await add('reopened', { status: 'pending', assignedTo: staffId });
  await add('started', { status: 'in_progress', assignedTo: staffId });
  // Forwarded to this user: the machine offers no action from escalated.
  await add('forwarded', { status: 'escalated', assignedTo: staffId, escalationLevel: 1 });
  await add('unassigned', {});

  const staff = kit.personas.staff.client;
  // Rejecting and marking a duplicate make the request the acting user's (assignedTo), completing leaves it theirs.
  expect((await staff.send('patch', `/api/requests/${row.rejected}`, { action: 'reject', remarks: 'Outside this office' })).status).toBe(200);
  expect((await staff.send('patch', `/api/requests/${row.resolved}`, { action: 'complete', remarks: 'Road repaired' })).status).toBe(200);
  expect((await staff.post(`/api/requests/${row.duplicate}/duplicate`, { of: row.original })).status).toBe(200);
});
afterAll(() => kit.close());

const names = (items: Array<{ id: number }>) => {
  const byId = new Map(Object.entries(row).map(([name, id]) => [id, name]));
  return items.map((item) => byId.get(item.id) ?? `foreign:${item.id}`).sort();
};

async function list(persona: keyof Kit['personas'], query: string) {
  const res = await kit.personas[persona].client.get(`/api/requests?q=${marker}&limit=100&${query}`);
  expect(res.status).toBe(200);
  return res.body.items as Array<{ id: number; status: string; assignedTo: number | null; allowedActions: string[] }>;
}

describe('the Tasks list (assignedTo=me&actionable=true)', () => {
  it('leaves out what the user rejected, resolved or closed as a duplicate, and keeps what they can still act on', async () => {
    const everything = await list('staff', `assignedTo=${staffId}`);
    // Without the filter the closed ones are "assigned" to whoever closed them.
    expect(names(everything)).toEqual(['duplicate', 'forwarded', 'rejected', 'reopened', 'resolved', 'started']);
    expect(names(await list('staff', `assignedTo=${staffId}&actionable=true`))).toEqual(['reopened', 'started']);
  });

  it('lists exactly the assigned requests whose items offer the user an action', async () => {
    const everything = await list('staff', `assignedTo=${staffId}`);
    const tasks = await list('staff', `assignedTo=${staffId}&actionable=true`);
    expect(names(tasks)).toEqual(names(everything.filter((item) => item.allowedActions.length > 0)));
    expect(tasks.every((item) => item.allowedActions.length > 0)).toBe(true);
  });

  it("without assignedTo: pending ones anyone may act on, an in-progress one only for its assignee or an admin", async () => {
    expect(names(await list('staff', 'actionable=true'))).toEqual(['reopened', 'started', 'unassigned']);
    expect(names(await list('admin', 'actionable=true'))).toEqual(['original', 'reopened', 'started', 'unassigned']);
    expect(names(await list('citizenA', 'actionable=true'))).toEqual([]);
  });

  it('actionable=false filters nothing', async () => {
    expect(names(await list('staff', `assignedTo=${staffId}&actionable=false`))).toEqual(names(await list('staff', `assignedTo=${staffId}`)));
  });

  it("the admin screen's total counts the same rows", async () => {
    const res = await kit.personas.admin.client.get(`/api/admin/requests?q=${marker}&assignedTo=${staffId}&actionable=true&page=1`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(names(res.body.items)).toEqual(['reopened', 'started']);
  });

  it.each(['maybe', ''])('refuses actionable=%j with 400', async (value) => {
    const res = await kit.personas.staff.client.get(`/api/requests?actionable=${value}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'actionable', messageKey: 'invalidValue' });
  });
});
