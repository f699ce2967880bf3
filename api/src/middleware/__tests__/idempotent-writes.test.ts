import { createKit, insertRequest, type Kit } from '../../modules/requests/__tests__/request-test-kit';
import { TestClient } from '../../../test/support/test-app';

// A write whose reply was lost and that the client sends again with the same Idempotency-Key gets
// the first outcome back: one account, one history row, one deletion request, one user.
let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

let n = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${(n += 1)}`;

/** A client that sends one header on every call (the key), as the browser's form does on its retry. */
async function withKey(client: TestClient, method: 'post' | 'patch', path: string, key: string, body: object) {
  await client.prime();
  return client.agent[method](path).set('x-csrf-token', client.csrf!).set('Idempotency-Key', key).send(body);
}

function registration(username: string) {
  return {
    firstName: 'Meera',
    lastName: 'Yadav',
    email: `${username}@example.in`,
    phone: '9812345678',
    district: 'sehore',
    vidhanSabha: 'budhni',
    block: 'budhni',
    address: 'Ward 2, Budhni',
    pincode: '466445',
    username,
    password: 'mahua-grove-7',
    confirmPassword: 'mahua-grove-7',
    agreedToTerms: true,
    agreedToPrivacy: true,
  };
}

describe('registration retried after a lost reply', () => {
  it('answers the account it created, signed in, instead of "username taken"; one account exists', async () => {
    const username = unique('meera');
    const body = registration(username);
    const first = await withKey(new TestClient(kit.app), 'post', '/api/auth/register', 'reg-1', body);
    expect(first.status).toBe(201);

    // The phone never saw that answer (nor its cookie): it sends the same again.
    const phone = new TestClient(kit.app);
    const retry = await withKey(phone, 'post', '/api/auth/register', 'reg-1', body);
    expect(retry.status).toBe(201);
    expect(retry.body.user.id).toBe(first.body.user.id);
    const signedIn = await phone.get('/api/auth/user');
    expect(JSON.stringify(signedIn.body)).toContain(`"username":"${username}"`);
    expect(Number((await kit.db('users').whereRaw('lower(username) = ?', [username]).count({ n: '*' }).first())!.n)).toBe(1);

    // Without the key the same retry is the old dead end.
    expect((await new TestClient(kit.app).post('/api/auth/register', body)).status).toBe(409);
  });

  it('never answers the account to someone who does not know its password', async () => {
    const username = unique('meera');
    const body = registration(username);
    expect((await withKey(new TestClient(kit.app), 'post', '/api/auth/register', 'reg-2', body)).status).toBe(201);
    const guess = await withKey(new TestClient(kit.app), 'post', '/api/auth/register', 'reg-2', { ...body, password: 'guessed-wrong-9', confirmPassword: 'guessed-wrong-9' });
    expect(guess.status).toBe(422);
    expect(guess.body.messageKey).toBe('idempotencyKeyReused');
    expect(guess.headers['set-cookie']?.toString() ?? '').not.toMatch(/cc_session=[^;]+;/);
    // The password is not part of the stored fingerprint, which is a plain sha256.
    const stored = await kit.db('idempotency_keys').where({ key: 'reg-2' }).first();
    expect(JSON.stringify(stored)).not.toContain('mahua-grove-7');
  });
});

describe('a staff action retried after a lost reply', () => {
  it('answers the first outcome: one rejection, one history row, one message', async () => {
    const staff = kit.personas.staff.client;
    const id = await insertRequest(kit.db, { submitterId: kit.personas.citizenA.user!.id, title: unique('Retried rejection ') });
    const body = { action: 'reject', remarks: 'Already filed as CC-2026-000001' };
    const rowsOf = async (table: string) => Number((await kit.db(table).where({ requestId: id }).count({ n: '*' }).first())!.n);
    const before = { history: await rowsOf('request_history'), messages: await rowsOf('notification_outbox') };
    const first = await withKey(staff, 'patch', `/api/requests/${id}`, 'act-1', body);
    const afterFirst = { history: await rowsOf('request_history'), messages: await rowsOf('notification_outbox') };
    const retry = await withKey(staff, 'patch', `/api/requests/${id}`, 'act-1', body);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(afterFirst.history).toBe(before.history + 1);
    expect(afterFirst.messages).toBeGreaterThan(before.messages);
    expect({ history: await rowsOf('request_history'), messages: await rowsOf('notification_outbox') }).toEqual(afterFirst);
    // The same key for another action is refused, not silently answered with the rejection.
    const other = await withKey(staff, 'patch', `/api/requests/${id}`, 'act-1', { action: 'complete', remarks: 'Done' });
    expect(other.status).toBe(422);
  });

  it('frees the key after a refusal, so the corrected retry runs', async () => {
    const staff = kit.personas.staff.client;
    const id = await insertRequest(kit.db, { submitterId: kit.personas.citizenA.user!.id, title: unique('Corrected rejection ') });
    const refused = await withKey(staff, 'patch', `/api/requests/${id}`, 'act-2', { action: 'reject', remarks: '' });
    expect(refused.status).toBe(400);
    const corrected = await withKey(staff, 'patch', `/api/requests/${id}`, 'act-2', { action: 'reject', remarks: 'Outside this office' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.status).toBe('rejected');
  });
});

describe('a deletion request and an admin create retried after a lost reply', () => {
  it('files one deletion request per e-mail and key, even from another address', async () => {
    const email = `${unique('leaving')}@example.in`;
    const body = { email, reason: 'other', additionalInfo: '' };
    const first = await withKey(new TestClient(kit.app, '198.51.100.7'), 'post', '/api/data-deletion', 'del-1', body);
    const retry = await withKey(new TestClient(kit.app, '198.51.100.8'), 'post', '/api/data-deletion', 'del-1', body);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.requestId).toBe(first.body.requestId);
  });

  it('creates one user for one key', async () => {
    const admin = kit.personas.admin.client;
    const username = unique('clerk');
    const body = { username, password: 'clerk-secret-42', name: 'Meera Clerk', email: `${username}@example.in`, phone: '9812345600', role: 'staff', district: 'raisen', constituency: 'bhojpur', mandal: null, ward: null, address: 'Collectorate', department: 'Revenue', isActive: true };
    const first = await withKey(admin, 'post', '/api/admin/users', 'user-1', body);
    const retry = await withKey(admin, 'post', '/api/admin/users', 'user-1', body);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(Number((await kit.db('users').where({ username }).count({ n: '*' }).first())!.n)).toBe(1);
  });
});
