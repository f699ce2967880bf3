import type { Knex } from 'knex';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/support/isolated-database';
import { TestClient } from '../../../../test/support/test-app';
import { insertRequest, userId } from './request-test-kit';

/**
 * Who reads what the office writes (docs/security.md, "Office notes"): a note to an official stays
 * with the office's people; the citizen reads only the response; the decider is named for what
 * they did, or by role when the office chose so. Its own database: the role setting would change
 * what citizens of parallel test files read.
 */
const NOTE = 'Please repair within 3 days, the MLA asked personally';

let iso: IsolatedDatabase;
let db: Knex;
let clients: Record<'citizen' | 'staff' | 'official' | 'admin', TestClient>;
let citizenId: number;
let officialId: number;
let staffName: string;
let officialName: string;

beforeAll(async () => {
  iso = await createIsolatedDatabase();
  const made = iso.app();
  db = made.db;
  const login = async (username: string, password: string) => {
    const client = new TestClient(made.app);
    await client.login(username, password);
    return client;
  };
  clients = {
    citizen: await login('citizen', 'citizen123'),
    staff: await login('staff', 'staff123'),
    official: await login('official', 'official123'),
    admin: await login('admin', 'admin123'),
  };
  citizenId = await userId(db, 'citizen');
  officialId = await userId(db, 'official');
  staffName = (await db('users').where({ username: 'staff' }).first('name')).name;
  officialName = (await db('users').where({ username: 'official' }).first('name')).name;
});
afterAll(() => iso.close());

/**
 * A pending request the public may read (a street type, its citizen opted in): Open311 answers it,
 * so "Open311 does not show the note" is a real read, not a 404.
 */
async function pending(): Promise<number> {
  const id = await insertRequest(db, { submitterId: citizenId, district: 'raisen', requestType: 'infrastructure' });
  await db('requests').where({ id }).update({ showPublicly: true });
  return id;
}
const detail = (who: keyof typeof clients, id: number) => clients[who].get(`/api/requests/${id}`);

/** Everything a citizen or the public can read of a request, as text: detail, own list, track link, messages, Open311. */
async function citizenFacingText(id: number): Promise<string> {
  const own = await detail('citizen', id);
  expect(own.status).toBe(200);
  const list = await clients.citizen.get('/api/requests?limit=100');
  const link = new URL(own.body.trackUrl as string);
  const track = await new TestClient(iso.app().app).get(`/api/public/track/${own.body.requestId.toLowerCase()}${link.search}`);
  expect(track.status).toBe(200);
  const messages = await db('notification_outbox').where({ requestId: id });
  expect(messages.length).toBeGreaterThan(0);
  const open311 = await new TestClient(iso.app().app).get(`/open311/v2/requests/${own.body.requestId}.json`);
  // Published while open; a rejection takes it down (modules/publication/published.ts).
  expect(open311.status).toBe(own.body.status === 'rejected' ? 404 : 200);
  return JSON.stringify([own.body, list.body, track.body, messages, open311.text]);
}

describe('a note to an official', () => {
  it('stays inside: the official and the admin read it, the citizen, the track page, the messages and Open311 do not', async () => {
    const id = await pending();
    const forwarded = await clients.admin.post(`/api/admin/requests/${id}/approve`, { assignedTo: officialId, remarks: NOTE });
    expect(forwarded.status).toBe(200);

    const seen = await citizenFacingText(id);
    expect(seen).not.toContain('Please repair');
    expect(seen).not.toContain('officeNote');
    expect((await detail('citizen', id)).body.response).toBe('अनुरोध स्वीकृत किया गया।');
    expect((await db('requests').where({ id }).first()).response).toBe('Request approved.');

    expect((await detail('official', id)).body.officeNote).toBe(NOTE);
    const workflow = await clients.admin.get(`/api/admin/requests/${id}/workflow`);
    expect(workflow.body.history.at(-1)).toMatchObject({ action: 'approve_forward', notes: 'अनुरोध स्वीकृत किया गया।', internalNote: NOTE });
    const [history] = await db('request_history').where({ requestId: id, action: 'approve_forward' });
    expect(history).toMatchObject({ internalNote: NOTE, userId: expect.any(Number), userRole: 'admin' });
  });

  it('a forward answers the citizen separately when the office writes a response', async () => {
    const id = await pending();
    const res = await clients.staff.send('patch', `/api/requests/${id}`, {
      action: 'approve_forward',
      assignedTo: officialId,
      remarks: NOTE,
      response: 'Sent to the Public Works office',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ response: 'Sent to the Public Works office', officeNote: NOTE });
    expect((await detail('citizen', id)).body.response).toBe('Sent to the Public Works office');
    expect(await citizenFacingText(id)).not.toContain('Please repair');
  });

  it('a reject tells the citizen the reason and keeps its internal note inside; only a resolution is published, when ticked', async () => {
    const kept = await pending();
    expect(
      (await clients.staff.send('patch', `/api/requests/${kept}`, { action: 'reject', remarks: 'Outside this office', internalNote: 'Caller was rude on the phone' })).status,
    ).toBe(200);
    const seen = await citizenFacingText(kept);
    expect(seen).toContain('Outside this office');
    expect(seen).not.toContain('Caller was rude');
    expect((await db('requests').where({ id: kept }).first()).publicNote).toBeNull();

    // A rejected request is never published, so its reason has no "publish" box.
    const rejected = await pending();
    expect((await clients.admin.post(`/api/admin/requests/${rejected}/reject`, { reason: 'A road of the state highway authority', publishResponse: true })).status).toBe(400);
    expect((await clients.staff.send('patch', `/api/requests/${rejected}`, { action: 'reject', remarks: 'Not ours', publishResponse: true })).status).toBe(400);
    expect((await db('requests').where({ id: rejected }).first()).status).toBe('pending');

    const resolved = await pending();
    const res = await clients.staff.send('patch', `/api/requests/${resolved}`, { action: 'complete', remarks: 'Road repaired on 3 March', internalNote: 'Contractor paid', publishResponse: true });
    expect(res.status).toBe(200);
    const open311 = await new TestClient(iso.app().app).get(`/open311/v2/requests/${(await db('requests').where({ id: resolved }).first()).requestId}.json`);
    expect(open311.status).toBe(200);
    expect(open311.body[0].status_notes).toBe('Road repaired on 3 March');
    expect(open311.text).not.toContain('Contractor paid');
  });

  it('refuses a box the action does not have', async () => {
    const id = await pending();
    const res = await clients.staff.send('patch', `/api/requests/${id}`, { action: 'approve_forward', assignedTo: officialId, publishResponse: true });
    expect(res.status).toBe(400);
    expect((await clients.admin.post(`/api/admin/requests/${id}/approve`, { assignedTo: officialId, internalNote: 'x' })).status).toBe(400);
    expect((await db('requests').where({ id }).first()).status).toBe('pending');
  });
});

describe('who decided', () => {
  afterEach(() => clients.admin.send('put', '/api/admin/system-settings', { showOfficeRole: false }));

  it('names the person who rejected or resolved it as its decider, and no decider while open', async () => {
    const id = await pending();
    expect((await detail('citizen', id)).body.decidedBy).toBeNull();
    await clients.staff.send('patch', `/api/requests/${id}`, { action: 'reject', remarks: 'Not a grievance' });
    expect((await detail('citizen', id)).body.decidedBy).toEqual({ name: staffName });

    const resolved = await pending();
    await clients.staff.send('patch', `/api/requests/${resolved}`, { action: 'complete', remarks: 'Repaired' });
    expect((await detail('citizen', resolved)).body.decidedBy).toEqual({ name: staffName });
  });

  it('with the office-role setting, a citizen reads roles and never the names; the office still reads names', async () => {
    const rejected = await pending();
    await clients.staff.send('patch', `/api/requests/${rejected}`, { action: 'reject', remarks: 'Not a grievance' });
    const forwarded = await pending();
    await clients.admin.post(`/api/admin/requests/${forwarded}/approve`, { assignedTo: officialId });

    const set = await clients.admin.send('put', '/api/admin/system-settings', { showOfficeRole: true });
    expect(set.status).toBe(200);
    expect(set.body.showOfficeRole).toBe(true);

    const decided = (await detail('citizen', rejected)).body;
    expect(decided.decidedBy).toEqual({ name: 'Staff', office: { en: 'Staff', hi: 'कर्मचारी' } });
    expect(decided.assignee).toEqual({ name: 'Staff', email: null, office: { en: 'Staff', hi: 'कर्मचारी' } });
    const assigned = (await detail('citizen', forwarded)).body;
    expect(assigned.assignee).toEqual({ name: 'Government Official', email: null, office: { en: 'Government Official', hi: 'सरकारी अधिकारी' } });
    const everything = JSON.stringify([decided, assigned, (await clients.citizen.get('/api/requests?limit=100')).body]);
    expect(everything).not.toContain(staffName);
    expect(everything).not.toContain(officialName);

    expect((await detail('admin', rejected)).body.decidedBy).toEqual({ name: staffName });
    expect((await detail('admin', forwarded)).body.assignee).toMatchObject({ name: officialName });
    // Who changed what, and when: the admin audit log keeps the setting's change.
    const audit = await db('admin_audit').where({ entity: 'system-settings' }).orderBy('id', 'desc').first();
    expect(JSON.stringify(audit)).toContain('showOfficeRole');
  });

  it('refuses a setting value that is not a yes or no', async () => {
    expect((await clients.admin.send('put', '/api/admin/system-settings', { showOfficeRole: 'sometimes' })).status).toBe(400);
    expect((await clients.citizen.send('put', '/api/admin/system-settings', { showOfficeRole: true })).status).toBe(403);
  });
});
