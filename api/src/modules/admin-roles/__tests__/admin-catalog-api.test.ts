import { createKit, insertRequest, type Kit } from '../../requests/__tests__/request-test-kit';

/** Spec §5 Role, Request type, Location, Template rules and §6 role protections. */
let kit: Kit;
let counter = 0;
const fresh = (prefix: string) => `${prefix}${process.pid}x${(counter += 1)}`;
const admin = () => kit.personas.admin.client;
const fieldMessages = (body: { errors: Array<{ field: string; message: string }> }) => Object.fromEntries(body.errors.map((e) => [e.field, e.message]));

beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

describe('roles', () => {
  const roleBody = (overrides: Record<string, unknown> = {}) => ({ name: fresh('clerk_'), displayName: 'Clerk', escalationLevel: 1, ...overrides });

  it('lists roles with their user counts and system flags, searched and paged', async () => {
    const res = await admin().get('/api/admin/roles?search=ADMIN');
    expect(res.status).toBe(200);
    const names = res.body.items.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['admin', 'super_admin', 'district_admin']));
    const adminRole = res.body.items.find((r: { name: string }) => r.name === 'admin');
    // Other test files add admins to the run's shared database: compare with the live count of active accounts.
    const [{ count }] = await kit.db('users').where({ role: 'admin' }).whereNull('deleted_at').count<{ count: string }[]>('* as count');
    expect(adminRole).toEqual(expect.objectContaining({ isSystem: true, userCount: Number(count) }));
    expect(Number(count)).toBeGreaterThanOrEqual(1);
    expect(res.body).toEqual(expect.objectContaining({ page: 1, pageSize: 10, total: names.length }));
  });

  it('answers the spec messages: name and display name required, level 0-5; isActive defaults to true', async () => {
    const res = await admin().post('/api/admin/roles', { name: '', displayName: '', escalationLevel: 6 });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({
      name: 'Role name is required',
      displayName: 'Display name is required',
      escalationLevel: 'Escalation level must be between 0 and 5',
    });
    const created = await admin().post('/api/admin/roles', roleBody());
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ isActive: true, isSystem: false, userCount: 0, escalationLevel: 1 }));
  });

  it('changes only the fields an edit sends (no schema default overwrites the level or the flag)', async () => {
    const created = (await admin().post('/api/admin/roles', roleBody({ escalationLevel: 3, isActive: false }))).body;
    const res = await admin().send('patch', `/api/admin/roles/${created.id}`, { name: created.name, displayName: 'Renamed only' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ displayName: 'Renamed only', escalationLevel: 3, isActive: false }));
  });

  it('refuses a duplicate name with 409', async () => {
    const res = await admin().post('/api/admin/roles', roleBody({ name: 'staff' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(expect.objectContaining({ field: 'name', error: 'Role name already exists' }));
  });

  it('never deletes a system role, nor renames one, but edits its other fields', async () => {
    const roles = (await admin().get('/api/admin/roles?pageSize=100')).body.items as Array<{ id: number; name: string; displayName: string }>;
    for (const name of ['super_admin', 'admin', 'citizen']) {
      const role = roles.find((r) => r.name === name)!;
      const del = await admin().send('delete', `/api/admin/roles/${role.id}`);
      expect(del.status).toBe(403);
      expect(del.body.error).toBe('System roles cannot be deleted');
      const rename = await admin().send('patch', `/api/admin/roles/${role.id}`, { name: `${name}_x`, displayName: role.displayName, escalationLevel: 0 });
      expect(rename.status).toBe(403);
      expect(rename.body).toEqual(expect.objectContaining({ field: 'name', error: 'System role names cannot be changed' }));
    }
    const citizen = roles.find((r) => r.name === 'citizen')!;
    const edit = await admin().send('patch', `/api/admin/roles/${citizen.id}`, { name: 'citizen', displayName: 'Citizen', displayNameHi: 'नागरिक', escalationLevel: 0 });
    expect(edit.status).toBe(200);
  });

  it('refuses to delete a role that users hold; renaming carries its users along; deletes it once free', async () => {
    const created = (await admin().post('/api/admin/roles', roleBody())).body as { id: number; name: string };
    const username = fresh('holder');
    const user = await admin().post('/api/admin/users', {
      username, password: 'holder-secret-8', name: 'Role Holder', email: `${username}@example.in`, phone: '9812345601', role: created.name,
    });
    expect(user.status).toBe(201);
    const refused = await admin().send('delete', `/api/admin/roles/${created.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Role is assigned to users and cannot be deleted');

    const renamed = await admin().send('patch', `/api/admin/roles/${created.id}`, { name: `${created.name}_b`, displayName: 'Clerk B', escalationLevel: 2 });
    expect(renamed.status).toBe(200);
    expect((await kit.db('users').where({ id: user.body.id }).first('role')).role).toBe(`${created.name}_b`);

    // A deleted user no longer holds it.
    expect((await admin().send('delete', `/api/admin/users/${user.body.id}`)).status).toBe(200);
    const deleted = await admin().send('delete', `/api/admin/roles/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Role deleted');
    const audit = await kit.db('admin_audit').where({ entity: 'role', entityId: String(created.id) }).orderBy('id');
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1].after).toEqual({ name: `${created.name}_b`, displayName: 'Clerk B', escalationLevel: 2 });
  });
});

describe('request types', () => {
  const typeBody = (overrides: Record<string, unknown> = {}) => ({ name: fresh('type-'), displayName: 'Street Lights', ...overrides });

  it('answers the spec messages and defaults the response time to 72 hours', async () => {
    const res = await admin().post('/api/admin/request-types', { name: '', displayName: '', standardResponseTime: 0 });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({
      name: 'Request type name is required',
      displayName: 'Display name is required',
      standardResponseTime: 'Response time must be at least 1 hour',
    });
    const created = await admin().post('/api/admin/request-types', typeBody());
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ standardResponseTime: 72, isActive: true }));
  });

  it('changes only the fields an edit sends', async () => {
    const created = (await admin().post('/api/admin/request-types', typeBody({ standardResponseTime: 24, isActive: false, department: 'Roads' }))).body;
    const res = await admin().send('patch', `/api/admin/request-types/${created.id}`, { name: created.name, displayName: 'Potholes' });
    expect(res.body).toEqual(expect.objectContaining({ displayName: 'Potholes', standardResponseTime: 24, isActive: false, department: 'Roads' }));
  });

  it('lists inactive types too, searched by name, display name or department', async () => {
    const created = (await admin().post('/api/admin/request-types', typeBody({ department: 'Lighting Cell', isActive: false }))).body;
    const res = await admin().get('/api/admin/request-types?search=lighting cell');
    expect(res.body.items.map((t: { id: number }) => t.id)).toEqual([created.id]);
    expect((await kit.personas.anonymous.client.get('/api/request-types')).body.map((t: { id: number }) => t.id)).not.toContain(created.id);
  });

  it('keeps the name of a type requests use and refuses to delete it; a free one is renamed and deleted', async () => {
    const used = (await admin().post('/api/admin/request-types', typeBody())).body;
    await insertRequest(kit.db, { submitterId: null, requestType: used.name });
    const rename = await admin().send('patch', `/api/admin/request-types/${used.id}`, { ...typeBody(), standardResponseTime: 24 });
    expect(rename.status).toBe(409);
    expect(rename.body.error).toBe('The name of a request type in use cannot be changed');
    const del = await admin().send('delete', `/api/admin/request-types/${used.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error).toBe('Requests use this request type: deactivate it instead');
    const deactivate = await admin().send('patch', `/api/admin/request-types/${used.id}`, { name: used.name, displayName: used.displayName, isActive: false, standardResponseTime: 24 });
    expect(deactivate.status).toBe(200);
    expect(deactivate.body).toEqual(expect.objectContaining({ isActive: false, standardResponseTime: 24 }));

    const free = (await admin().post('/api/admin/request-types', typeBody())).body;
    const newName = fresh('renamed-');
    expect((await admin().send('patch', `/api/admin/request-types/${free.id}`, { ...typeBody(), name: newName })).body.name).toBe(newName);
    expect((await admin().send('delete', `/api/admin/request-types/${free.id}`)).status).toBe(200);
    const dup = await admin().post('/api/admin/request-types', typeBody({ name: used.name }));
    expect(dup.status).toBe(409);
  });
});

describe('locations (state > district > constituency > mandal)', () => {
  const idOf = async (code: string) => (await kit.db('locations').where({ code }).first('id')).id as number;

  it('answers the spec messages', async () => {
    const res = await admin().post('/api/admin/locations', { type: 'village', name: '', code: '' });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({ type: 'Type must be state, district, constituency or mandal', name: 'Name is required', code: 'Code is required' });
  });

  it('needs a parent of exactly the level above, and a state has none', async () => {
    const raisen = await idOf('raisen');
    const bhojpur = await idOf('raisen:bhojpur');
    const mp = await idOf('mp');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'mandal', parentId: null }, 'Parent location is required'],
      [{ type: 'mandal', parentId: 999999 }, 'Parent location is required'],
      [{ type: 'mandal', parentId: raisen }, 'Parent must be one level above: state > district > constituency > mandal'],
      [{ type: 'constituency', parentId: mp }, 'Parent must be one level above: state > district > constituency > mandal'],
      [{ type: 'state', parentId: mp }, 'A state has no parent location'],
    ];
    for (const [fields, message] of cases) {
      const res = await admin().post('/api/admin/locations', { name: 'Somewhere', code: fresh('loc'), ...fields });
      expect({ status: res.status, field: res.body.field, error: res.body.error }).toEqual({ status: 400, field: 'parentId', error: message });
    }
    const mandal = await admin().post('/api/admin/locations', { type: 'mandal', name: 'Bhojpur Mandal 1', nameHi: 'भोजपुर मंडल 1', code: fresh('raisen:bhojpur:m'), parentId: bhojpur });
    expect(mandal.status).toBe(201);
    expect(mandal.body).toEqual(expect.objectContaining({ type: 'mandal', parentId: bhojpur, parentName: 'Bhojpur', isActive: true }));
    // The user form's cascade reads it from the public list by parent.
    const children = await kit.personas.anonymous.client.get(`/api/locations?parentId=${bhojpur}`);
    expect(children.body.map((l: { id: number }) => l.id)).toContain(mandal.body.id);
  });

  it('refuses a code already used (any case) with 409, and lists by type and search', async () => {
    const dup = await admin().post('/api/admin/locations', { type: 'district', name: 'Raisen again', code: 'RAISEN', parentId: await idOf('mp') });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual(expect.objectContaining({ field: 'code', error: 'Code already exists' }));
    const list = await admin().get('/api/admin/locations?type=district&search=रायसेन');
    expect(list.body.items.map((l: { code: string }) => l.code)).toEqual(['raisen']);
    expect(list.body.items[0].parentName).toBe('Madhya Pradesh');
  });
});

describe('message templates', () => {
  it('answers the spec messages; language defaults to both and type to sms', async () => {
    const res = await admin().post('/api/admin/message-templates', { category: '', title: '', content: '' });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body)).toEqual({ category: 'Category is required', title: 'Title is required', content: 'Content is required' });
    const created = await admin().post('/api/admin/message-templates', { category: 'greeting', title: 'Hello', content: 'Dear {{ name }}, about {{requestId}}.' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ language: 'both', type: 'sms', isActive: true }));
    const list = await admin().get('/api/admin/message-templates?search=greeting');
    expect(list.body.items.map((t: { id: number }) => t.id)).toEqual([created.body.id]);
  });

  it('refuses a placeholder a response template cannot fill, in any text field', async () => {
    const message = 'A response template may use only these placeholders in double braces: name, requestId (or requestCode), title and level';
    for (const [field, text] of [['content', 'Dear {{fullName}}'], ['contentHi', 'प्रिय {{naam}}'], ['title', 'Hi {{name'], ['titleHi', '{{}}']]) {
      const res = await admin().post('/api/admin/message-templates', { category: 'x', title: 'T', content: 'C', [field]: text });
      expect({ status: res.status, field: res.body.field, error: res.body.error }).toEqual({ status: 400, field, error: message });
    }
  });
});

describe('system settings', () => {
  it('shows office hours, default time, contact e-mail, holidays and the transports', async () => {
    const res = await admin().get('/api/admin/system-settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        officeHours: { openHour: 9, closeHour: 18 },
        defaultResponseTime: 72,
        holidays: expect.any(Array),
        transports: {
          email: expect.objectContaining({ configured: false, failedCount: expect.any(Number) }),
          sms: expect.objectContaining({ configured: false, failedCount: expect.any(Number) }),
        },
      }),
    );
  });

  it('saves only what is sent, audited, and the SLA clock follows the new office hours', async () => {
    const bad = await admin().send('put', '/api/admin/system-settings', { officeHours: { openHour: 18, closeHour: 9 }, defaultResponseTime: 0, contactEmail: 'nope' });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body)).toEqual(
      expect.objectContaining({ defaultResponseTime: 'Response time must be at least 1 hour', contactEmail: 'Invalid email' }),
    );
    const saved = await admin().send('put', '/api/admin/system-settings', { officeHours: { openHour: 10, closeHour: 17 }, contactEmail: 'Office@Example.in' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(expect.objectContaining({ officeHours: { openHour: 10, closeHour: 17 }, defaultResponseTime: 72, contactEmail: 'office@example.in' }));
    expect((await kit.personas.anonymous.client.get('/api/public/contact')).body).toEqual({ contactEmail: 'office@example.in' });
    const site = await kit.db('system_settings').where({ key: 'site' }).first('value');
    expect(site.value).toEqual(expect.objectContaining({ contactEmail: 'office@example.in', defaultLanguage: 'hi' }));
    const audit = await kit.db('admin_audit').where({ entity: 'system-settings' }).orderBy('id', 'desc').first();
    expect(audit.before).toEqual(expect.objectContaining({ officeHours: { openHour: 9, closeHour: 18 } }));
    expect(audit.after).toEqual(expect.objectContaining({ officeHours: { openHour: 10, closeHour: 17 } }));

    const { dueAfter } = await import('../../sla/sla.service');
    // Monday 2026-11-23 09:30 IST + 1 office hour: the office now opens at 10, so 11:00 IST.
    expect(await dueAfter(kit.db, new Date('2026-11-23T09:30:00+05:30'), 1)).toEqual(new Date('2026-11-23T11:00:00+05:30'));
    await admin().send('put', '/api/admin/system-settings', { officeHours: { openHour: 9, closeHour: 18 } });
  });
});

describe('holidays of the SLA clock', () => {
  it('are audited when added and removed', async () => {
    const added = await admin().post('/api/admin/holidays', { date: '2091-01-26', name: 'Republic Day', nameHi: 'गणतंत्र दिवस' });
    expect(added.status).toBe(201);
    expect((await admin().get('/api/admin/system-settings')).body.holidays).toContainEqual(expect.objectContaining({ date: '2091-01-26', name: 'Republic Day' }));
    expect((await admin().send('delete', `/api/admin/holidays/${added.body.id}`)).status).toBe(200);
    const rows = await kit.db('admin_audit').where({ entity: 'holiday', entityId: String(added.body.id) }).orderBy('id');
    expect(rows.map((r) => [r.action, r.after?.date ?? r.before?.date])).toEqual([['create', '2091-01-26'], ['delete', '2091-01-26']]);
    const log = await admin().get('/api/admin/audit-log?entity=holiday');
    expect(log.body.items[0]).toEqual(expect.objectContaining({ action: 'delete', entity: 'holiday' }));
  });
});

describe('GET /api/admin/requests/stats', () => {
  it('answers the spec shape over every request', async () => {
    const res = await admin().get('/api/admin/requests/stats');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['in_progress', 'pending', 'resolved', 'total']);
    const total = Number((await kit.db('requests').count('* as n').first())!.n);
    expect(res.body.total).toBe(total);
  });
});
