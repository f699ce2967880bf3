import { createKit, insertRequest, type Kit } from '../../requests/__tests__/request-test-kit';
import { TestClient } from '../../../../test/support/test-app';

/** Spec §5 Admin create/edit user, §6 protections, soft delete and sessions. */
let kit: Kit;
let counter = 0;
const fresh = () => `clerk${process.pid}x${(counter += 1)}`;

function userBody(overrides: Record<string, unknown> = {}) {
  const username = fresh();
  return {
    username,
    password: 'clerk-secret-42',
    name: 'Meera Clerk',
    email: `${username}@example.in`,
    phone: '9812345600',
    role: 'staff',
    district: 'raisen',
    constituency: 'bhojpur',
    mandal: null,
    ward: null,
    address: 'Collectorate',
    department: 'Revenue',
    isActive: true,
    ...overrides,
  };
}

const admin = () => kit.personas.admin.client;

async function createUser(overrides: Record<string, unknown> = {}) {
  const body = userBody(overrides);
  const res = await admin().post('/api/admin/users', body);
  expect(res.status).toBe(201);
  return { body, user: res.body as { id: number; username: string; name: string; role: string } };
}

async function loggedIn(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(kit.app);
  await client.login(username, password);
  return client;
}

beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

describe('POST /api/admin/users (spec §5 Admin create user)', () => {
  it('creates a staff user who can log in, answering the user without any password field', async () => {
    const { body, user } = await createUser();
    expect(user).toEqual(expect.objectContaining({ username: body.username, name: 'Meera Clerk', role: 'staff', district: 'raisen', isActive: true }));
    expect(JSON.stringify(user)).not.toMatch(/password/i);
    const client = await loggedIn(body.username, body.password);
    expect((await client.get('/api/auth/user')).body.user.role).toBe('staff');
  });

  it('defaults the role to citizen', async () => {
    const { role: _role, ...body } = userBody();
    const res = await admin().post('/api/admin/users', body);
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('citizen');
  });

  it('answers each spec message under its own field, all at once', async () => {
    const res = await admin().post('/api/admin/users', { username: '', password: '123', name: '', email: 'not-an-email', phone: '12345', role: '' });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries((res.body.errors as Array<{ field: string; message: string }>).map((e) => [e.field, e.message]));
    expect(byField).toEqual({
      username: 'Username is required',
      password: 'Password must be at least 6 characters',
      name: 'Name is required',
      email: 'Invalid email',
      phone: 'Phone number must be at least 10 digits',
      role: 'Role is required',
    });
  });

  it('refuses super_admin through the form (spec §6) and a role that does not exist', async () => {
    const superAdmin = await admin().post('/api/admin/users', userBody({ role: 'super_admin' }));
    expect(superAdmin.status).toBe(400);
    expect(superAdmin.body).toEqual(expect.objectContaining({ field: 'role', error: 'Super admin role cannot be assigned' }));
    const unknown = await admin().post('/api/admin/users', userBody({ role: 'wizard' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(expect.objectContaining({ field: 'role', error: 'Role does not exist' }));
  });

  it('answers 409 naming the field for a username or e-mail already taken, whatever the case', async () => {
    const { body } = await createUser();
    const sameName = await admin().post('/api/admin/users', userBody({ username: body.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual(expect.objectContaining({ field: 'username', error: 'Username already exists' }));
    const sameMail = await admin().post('/api/admin/users', userBody({ email: body.email.toUpperCase() }));
    expect(sameMail.status).toBe(409);
    expect(sameMail.body).toEqual(expect.objectContaining({ field: 'email', error: 'Email already registered' }));
  });

  it('applies the district → constituency → mandal cascade again (spec §5), by location value', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ district: 'atlantis', constituency: null }, 'district', 'District does not exist'],
      [{ district: 'raisen', constituency: 'budhni' }, 'constituency', 'Constituency does not belong to the district'],
      [{ district: null, constituency: 'bhojpur' }, 'constituency', 'Constituency does not belong to the district'],
      [{ district: 'raisen', constituency: 'bhojpur', mandal: 'nowhere' }, 'mandal', 'Mandal does not belong to the constituency'],
    ];
    for (const [places, field, error] of cases) {
      const res = await admin().post('/api/admin/users', userBody(places));
      expect({ status: res.status, field: res.body.field, error: res.body.error }).toEqual({ status: 400, field, error });
    }
    expect((await admin().post('/api/admin/users', userBody({ district: 'sehore', constituency: 'budhni' }))).status).toBe(201);
    expect((await admin().post('/api/admin/users', userBody({ district: null, constituency: null }))).status).toBe(201);
  });

  it('lets a registered citizen keep their free-text block and "other" Vidhan Sabha when edited', async () => {
    const citizen = await kit.db('users').where({ username: 'citizen' }).first();
    await kit.db('users').where({ id: citizen.id }).update({ constituency: 'other', mandal: 'Ward 7 block' });
    const res = await admin().send('patch', `/api/admin/users/${citizen.id}`, {
      username: citizen.username, name: citizen.name, email: citizen.email, phone: citizen.phone, role: 'citizen',
      district: citizen.district, constituency: 'other', mandal: 'Ward 7 block', password: '',
    });
    expect(res.status).toBe(200);
    await kit.db('users').where({ id: citizen.id }).update({ constituency: citizen.constituency, mandal: citizen.mandal });
  });

  it('refuses a common password, as everywhere a password is set', async () => {
    const res = await admin().post('/api/admin/users', userBody({ password: 'password' }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('password');
  });

  it.each(['citizen123', 'Staff123', 'official123'])('refuses the published demo password %s', async (password) => {
    const body = userBody({ password });
    const res = await admin().post('/api/admin/users', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'password', messageKey: 'passwordTooCommon' });
    expect(await kit.db('users').where({ username: body.username }).first()).toBeUndefined();
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('keeps the current password when the password is blank', async () => {
    const { body, user } = await createUser();
    const res = await admin().send('patch', `/api/admin/users/${user.id}`, { ...body, password: '', name: 'Meera Renamed' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Meera Renamed');
    await loggedIn(body.username, body.password);
  });

  it('changes only the fields sent: a missing role is not the schema default citizen', async () => {
    const { body, user } = await createUser({ role: 'staff', department: 'Revenue' });
    const res = await admin().send('patch', `/api/admin/users/${user.id}`, {
      username: body.username, name: 'Only The Name', email: body.email, phone: body.phone,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ name: 'Only The Name', role: 'staff', department: 'Revenue', district: 'raisen', constituency: 'bhojpur' }));
  });

  it.each(['x', '12345'])('refuses a new password of %j with the create rule (6 characters), keeping the old one', async (password) => {
    const { body, user } = await createUser();
    const res = await admin().send('patch', `/api/admin/users/${user.id}`, { ...body, password });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'password', error: 'Password must be at least 6 characters', messageKey: 'passwordMinLength' });
    await loggedIn(body.username, body.password);
  });

  it('refuses a common or published demo password on edit, as on create', async () => {
    const { body, user } = await createUser();
    for (const password of ['password', 'citizen123', 'minister123']) {
      const res = await admin().send('patch', `/api/admin/users/${user.id}`, { ...body, password });
      expect({ password, status: res.status, messageKey: res.body.messageKey }).toEqual({ password, status: 400, messageKey: 'passwordTooCommon' });
    }
    await loggedIn(body.username, body.password);
  });

  it('sets a new password, ending the old sessions', async () => {
    const { body, user } = await createUser();
    const old = await loggedIn(body.username, body.password);
    const res = await admin().send('patch', `/api/admin/users/${user.id}`, { ...body, password: 'another-secret-7' });
    expect(res.status).toBe(200);
    expect((await old.get('/api/auth/user')).status).toBe(401);
    await loggedIn(body.username, 'another-secret-7');
  });

  it('deactivating a user ends all of their sessions at once and refuses their login', async () => {
    const { body, user } = await createUser();
    const first = await loggedIn(body.username, body.password);
    const second = await loggedIn(body.username, body.password);
    const res = await admin().send('patch', `/api/admin/users/${user.id}`, { ...body, password: '', isActive: false });
    expect(res.status).toBe(200);
    // Gone from the table at once, not only refused at their next request.
    expect(await kit.db('sessions').where({ userId: user.id }).count('* as n').first()).toEqual({ n: 0 });
    expect((await first.get('/api/auth/user')).status).toBe(401);
    expect((await second.get('/api/auth/user')).status).toBe(401);
    expect((await new TestClient(kit.app).post('/api/auth/login', { username: body.username, password: body.password })).status).toBe(401);
  });

  it('refuses to edit a super_admin, to make someone super_admin, and an admin deactivating themselves', async () => {
    const superId = kit.personas.superAdmin.user!.id;
    const editSuper = await admin().send('patch', `/api/admin/users/${superId}`, userBody({ role: 'admin', password: '' }));
    expect(editSuper.status).toBe(403);
    expect(editSuper.body.error).toBe('Super admin users cannot be changed through the user form');
    const { body, user } = await createUser();
    const promote = await admin().send('patch', `/api/admin/users/${user.id}`, { ...body, password: '', role: 'super_admin' });
    expect(promote.status).toBe(400);
    expect(promote.body.error).toBe('Super admin role cannot be assigned');
    const me = kit.personas.admin.user!;
    const self = await admin().send('patch', `/api/admin/users/${me.id}`, {
      username: me.username, name: me.name, email: me.email, phone: me.phone, role: 'admin', password: '', isActive: false,
    });
    expect(self.status).toBe(403);
    expect(self.body).toEqual(expect.objectContaining({ error: 'You cannot deactivate your own account', field: 'isActive' }));
    const demote = await admin().send('patch', `/api/admin/users/${me.id}`, {
      username: me.username, name: me.name, email: me.email, phone: me.phone, role: 'staff', password: '', isActive: true,
    });
    expect(demote.status).toBe(403);
    expect(demote.body).toEqual(expect.objectContaining({ error: 'You cannot change your own role', field: 'role' }));
    const keep = await admin().send('patch', `/api/admin/users/${me.id}`, {
      username: me.username, name: me.name, email: me.email, phone: me.phone, role: 'admin', password: '', isActive: true,
    });
    expect(keep.status).toBe(200);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await admin().send('patch', '/api/admin/users/999999', userBody({ password: '' }))).status).toBe(404);
  });
});

describe('DELETE /api/admin/users/:id (spec §6, soft delete)', () => {
  it('refuses a super_admin with the spec text, and an admin deleting themselves', async () => {
    const res = await admin().send('delete', `/api/admin/users/${kit.personas.superAdmin.user!.id}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Super admin users cannot be deleted');
    // A super_admin is refused too: the rule is about the target, not the caller.
    const bySuper = await kit.personas.superAdmin.client.send('delete', `/api/admin/users/${kit.personas.superAdmin.user!.id}`);
    expect(bySuper.status).toBe(403);
    const self = await admin().send('delete', `/api/admin/users/${kit.personas.admin.user!.id}`);
    expect(self.status).toBe(403);
    expect(self.body.error).toBe('You cannot delete your own account');
  });

  it('ends the sessions, refuses login, leaves the list, and keeps their requests and their name on history', async () => {
    const { body, user } = await createUser({ role: 'staff', district: 'raisen' });
    const staff = await loggedIn(body.username, body.password);
    const requestId = await insertRequest(kit.db, { submitterId: kit.personas.citizenA.user!.id, district: 'raisen' });
    const acted = await staff.send('patch', `/api/requests/${requestId}`, { status: 'resolved', response: 'Done by Meera' });
    expect(acted.status).toBe(200);

    const res = await admin().send('delete', `/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ success: true, message: 'User deleted' }));

    expect((await staff.get('/api/auth/user')).status).toBe(401);
    expect((await new TestClient(kit.app).post('/api/auth/login', { username: body.username, password: body.password })).status).toBe(401);
    const list = await admin().get(`/api/admin/users?search=${body.username}`);
    expect(list.body.total).toBe(0);
    expect((await admin().send('delete', `/api/admin/users/${user.id}`)).status).toBe(404);

    const request = await admin().get(`/api/requests/${requestId}`);
    expect(request.status).toBe(200);
    const workflow = await admin().get(`/api/admin/requests/${requestId}/workflow`);
    expect(workflow.body.history.map((h: { userName: string | null }) => h.userName)).toContain('Meera Clerk');
  });

  it('takes a deleted official out of the authority lists staff forward to', async () => {
    const { user } = await createUser({ role: 'government_official', department: 'Water Works' });
    const ids = async () => ((await kit.personas.staff.client.get('/api/users/authorities')).body as Array<{ id: number }>).map((a) => a.id);
    expect(await ids()).toContain(user.id);
    expect((await admin().send('delete', `/api/admin/users/${user.id}`)).status).toBe(200);
    expect(await ids()).not.toContain(user.id);
  });
});

describe('GET /api/admin/users (server paging and search)', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) await createUser({ name: `Pagetest Person ${i}`, role: 'citizen' });
  });

  it('pages 10 by default with the filter total, newest first', async () => {
    const first = await admin().get('/api/admin/users?search=pagetest');
    expect(first.status).toBe(200);
    expect(first.body).toEqual(expect.objectContaining({ total: 12, page: 1, pageSize: 10 }));
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0].name).toBe('Pagetest Person 11');
    const second = await admin().get('/api/admin/users?search=pagetest&page=2');
    expect(second.body.items.map((u: { name: string }) => u.name)).toEqual(['Pagetest Person 1', 'Pagetest Person 0']);
  });

  it('searches username, name, e-mail and phone, case-insensitively, with % and _ taken literally', async () => {
    expect((await admin().get('/api/admin/users?search=PRIYA')).body.items.map((u: { username: string }) => u.username)).toContain('admin');
    expect((await admin().get('/api/admin/users?search=citizen2@EXAMPLE')).body.total).toBe(1);
    expect((await admin().get('/api/admin/users?search=9876543216')).body.items[0].username).toBe('superadmin');
    expect((await admin().get('/api/admin/users?search=%25')).body.total).toBe(0);
  });

  it('filters by role and caps the page size', async () => {
    const staff = await admin().get('/api/admin/users?role=government_official&pageSize=100');
    expect(staff.body.items.length).toBeGreaterThan(0);
    expect(staff.body.items.every((u: { role: string }) => u.role === 'government_official')).toBe(true);
    expect((await admin().get('/api/admin/users?pageSize=101')).status).toBe(400);
    expect((await admin().get('/api/admin/users?page=0')).status).toBe(400);
  });

  it('never shows a password hash', async () => {
    const res = await admin().get('/api/admin/users?pageSize=100');
    expect(res.text).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});

describe('audit log', () => {
  it('records create, update (changed fields only, password as "changed") and delete with actor and address', async () => {
    const { body, user } = await createUser();
    await admin().send('patch', `/api/admin/users/${user.id}`, { ...body, name: 'Audited Name', password: 'brand-new-secret-9' });
    await admin().send('delete', `/api/admin/users/${user.id}`);
    const rows = await kit.db('admin_audit').where({ entity: 'user', entityId: String(user.id) }).orderBy('id');
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[0].actorId).toBe(kit.personas.admin.user!.id);
    expect(rows[0].ip).toBeTruthy();
    expect(rows[0].after).toEqual(expect.objectContaining({ username: body.username, role: 'staff' }));
    expect(rows[1].before).toEqual({ name: 'Meera Clerk', password: 'unchanged' });
    expect(rows[1].after).toEqual({ name: 'Audited Name', password: 'changed' });
    expect(rows[2].before).toEqual(expect.objectContaining({ username: body.username }));
    expect(JSON.stringify(rows)).not.toMatch(/argon2|passwordHash|brand-new-secret/);

    const log = await admin().get('/api/admin/audit-log?entity=user&pageSize=3');
    expect(log.status).toBe(200);
    expect(log.body.items[0]).toEqual(expect.objectContaining({ action: 'delete', entity: 'user', entityId: String(user.id), actorName: 'Priya Mehta' }));

    // Searched by the record's id, by the actor's name (any case), and by a kind no actor matches.
    const byId = await admin().get(`/api/admin/audit-log?search=${user.id}`);
    expect(byId.body.items.filter((item: { entity: string }) => item.entity === 'user').map((item: { action: string }) => item.action)).toEqual(['delete', 'update', 'create']);
    expect(byId.body.items.every((item: { entityId: string }) => item.entityId === String(user.id))).toBe(true);
    const byActor = await admin().get('/api/admin/audit-log?search=priya%20meh&pageSize=100');
    expect(byActor.body.total).toBeGreaterThanOrEqual(3);
    expect(byActor.body.items.every((item: { actorName: string }) => item.actorName === 'Priya Mehta')).toBe(true);
    expect((await admin().get('/api/admin/audit-log?search=nobody-of-that-name')).body).toMatchObject({ items: [], total: 0 });
  });

  it('filters the audit log by every kind of record it holds, Open311 keys included', async () => {
    expect((await admin().get('/api/admin/audit-log?entity=open311-key')).status).toBe(200);
    expect((await admin().get('/api/admin/audit-log?entity=unknown-kind')).status).toBe(400);
  });

  it('writes nothing when the write is refused, and the table refuses edits', async () => {
    const before = await kit.db('admin_audit').count('* as n').first();
    await admin().send('delete', `/api/admin/users/${kit.personas.superAdmin.user!.id}`);
    expect(await kit.db('admin_audit').count('* as n').first()).toEqual(before);
    await expect(kit.db('admin_audit').update({ action: 'create' })).rejects.toThrow(/append-only/);
  });
});
