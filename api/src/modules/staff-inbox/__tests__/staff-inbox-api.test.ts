import { hashPassword } from '../../auth/password';
import { TestClient } from '../../../../test/support/test-app';
import { createKit, insertRequest, userId, type Kit } from '../../requests/__tests__/request-test-kit';

let kit: Kit;

beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

describe('the staff notification bell', () => {
  it('shows a forward to me as unread until I mark the inbox read, and an overdue task of mine', async () => {
    // An official of this test's own: other test files running at the same time forward requests
    // to the demo official, and the bell lists only the newest events.
    const username = `inbox_official_${Date.now()}`;
    const [{ id: officialId }] = await kit.db('users')
      .insert({ username, passwordHash: await hashPassword('official123'), name: 'Inbox Official', role: 'government_official', district: 'raisen' })
      .returning('id');
    const official = new TestClient(kit.app);
    await official.login(username, 'official123');
    await official.post('/api/staff/inbox/read');
    expect((await official.get('/api/staff/inbox')).body.unread).toBe(0);

    const citizen = await userId(kit.db, 'citizen');
    const id = await insertRequest(kit.db, { submitterId: citizen, district: 'raisen' });
    const forward = await kit.personas.staff.client.send('patch', `/api/requests/${id}`, { action: 'approve_forward', assignedTo: officialId });
    expect(forward.status).toBe(200);

    const inbox = await official.get('/api/staff/inbox');
    expect(inbox.status).toBe(200);
    expect(inbox.body.unread).toBe(1);
    // The type code beside the title: a title that is only the type's English words is shown by the type's name.
    expect(inbox.body.items[0]).toMatchObject({ kind: 'assignment', id, unread: true, status: 'escalated', requestType: 'infrastructure' });

    const late = await insertRequest(kit.db, { submitterId: citizen, district: 'raisen', status: 'in_progress', assignedTo: officialId });
    await kit.db('requests').where({ id: late }).update({ dueAt: new Date(Date.now() - 60_000) });
    const withOverdue = await official.get('/api/staff/inbox');
    expect(withOverdue.body.items).toContainEqual(expect.objectContaining({ kind: 'overdue', id: late }));

    const read = await official.post('/api/staff/inbox/read');
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(0);
    expect(read.body.items.every((item: { unread: boolean }) => !item.unread)).toBe(true);
  });

  it('tells me when the escalation scheduler made a request mine', async () => {
    const citizen = await userId(kit.db, 'citizen');
    const collector = await userId(kit.db, 'collector_raisen');
    const id = await insertRequest(kit.db, { submitterId: citizen, status: 'escalated', assignedTo: collector });
    await kit.db('request_history').insert({ requestId: id, action: 'escalate', fromStatus: 'escalated', toStatus: 'escalated', userId: null, userRole: 'system' });
    const client = kit.personas.staff.client;
    const collectorClient = new TestClient(kit.app);
    await collectorClient.login('collector_raisen', 'official123');
    const inbox = await collectorClient.get('/api/staff/inbox');
    expect(inbox.body.items).toContainEqual(expect.objectContaining({ kind: 'assignment', id }));
    expect((await client.get('/api/staff/inbox')).body.items.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it("does not tell me about someone else's assignments", async () => {
    const citizen = await userId(kit.db, 'citizen');
    const collector = await userId(kit.db, 'collector_raisen');
    const id = await insertRequest(kit.db, { submitterId: citizen });
    await kit.personas.staff.client.send('patch', `/api/requests/${id}`, { action: 'approve_forward', assignedTo: collector });
    const inbox = await kit.personas.official.client.get('/api/staff/inbox');
    expect(inbox.body.items.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('refuses citizens (403) and anonymous callers (401)', async () => {
    expect((await kit.personas.citizenA.client.get('/api/staff/inbox')).status).toBe(403);
    expect((await kit.personas.citizenA.client.post('/api/staff/inbox/read')).status).toBe(403);
    expect((await kit.personas.anonymous.client.get('/api/staff/inbox')).status).toBe(401);
  });
});
