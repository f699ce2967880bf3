import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';

describe('PATCH /api/users/me', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  async function registered(prefix: string) {
    const client = new TestClient(t.app);
    const suffix = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const res = await client.post('/api/auth/register', {
      firstName: 'Meena', lastName: 'Yadav', email: `${suffix}@example.in`, phone: '9123456780', district: 'raisen',
      address: 'Ward 1', pincode: '464551', username: suffix, password: 'mahua-grove-7', confirmPassword: 'mahua-grove-7',
      agreedToTerms: true, agreedToPrivacy: true,
    });
    expect(res.status).toBe(201);
    return { client, user: res.body.user, email: `${suffix}@example.in` };
  }

  it('answers 401 without a login', async () => {
    const res = await new TestClient(t.app).send('patch', '/api/users/me', { name: 'Nobody' });
    expect(res.status).toBe(401);
  });

  it('saves the caller\'s own name, e-mail and phone, and the session reads them back', async () => {
    const { client, user } = await registered('pa');
    const res = await client.send('patch', '/api/users/me', { name: '  Meena Kumari ', email: 'Meena.K@Example.in', phone: '9988776655' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, name: 'Meena Kumari', email: 'meena.k@example.in', phone: '9988776655', role: 'citizen' });
    expect((await client.get('/api/auth/user')).body.user).toMatchObject({ name: 'Meena Kumari', phone: '9988776655' });
  });

  it('clears e-mail and phone when they are sent empty', async () => {
    const { client } = await registered('pb');
    const res = await client.send('patch', '/api/users/me', { name: 'Meena', email: '', phone: null });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: null, phone: null });
  });

  it('refuses a blank name, a bad e-mail and a bad phone with the spec messages and their keys', async () => {
    const { client } = await registered('pc');
    const blank = await client.send('patch', '/api/users/me', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: 'Name is required', messageKey: 'nameRequired', field: 'name' });
    const email = await client.send('patch', '/api/users/me', { email: 'not-an-email' });
    expect(email.body).toMatchObject({ error: 'Invalid email', messageKey: 'invalidEmail', field: 'email' });
    const phone = await client.send('patch', '/api/users/me', { phone: '12345' });
    expect(phone.body).toMatchObject({ error: 'Enter valid Indian mobile number', messageKey: 'enterValidIndianMobile', field: 'phone' });
    expect((await client.send('patch', '/api/users/me', {})).body.messageKey).toBe('profileNothingToChange');
  });

  it('refuses a role, an id or any other field in the body', async () => {
    const { client, user } = await registered('pd');
    const res = await client.send('patch', '/api/users/me', { name: 'Meena', role: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageKey: 'unknownField', field: 'role' });
    const row = await t.db('users').where({ id: user.id }).first('role', 'name');
    expect(row).toEqual({ role: 'citizen', name: 'Meena Yadav' });
  });

  it('refuses an e-mail another account already uses (any case) with 409', async () => {
    const first = await registered('pe');
    const { client } = await registered('pf');
    const res = await client.send('patch', '/api/users/me', { email: first.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageKey: 'emailTaken', field: 'email' });
  });
});
