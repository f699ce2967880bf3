import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

let n = 0;
function payload(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Meera',
    lastName: 'Yadav',
    name: 'ignored',
    email: `meera${n}@example.in`,
    phone: '9812345678',
    district: 'sehore',
    vidhanSabha: 'budhni',
    block: 'budhni',
    address: 'Ward 2, Budhni',
    pincode: '466445',
    username: `meera${n}`,
    password: 'mahua-grove-7',
    confirmPassword: 'mahua-grove-7',
    agreedToTerms: true,
    agreedToPrivacy: true,
    voterIdNumber: 'abc1234567',
    allowNotifications: true,
    role: 'citizen',
    ...overrides,
  };
}

describe('POST /api/auth/register', () => {
  it('creates a citizen, signs them in, and the new account can log in', async () => {
    const client = new TestClient(t.app);
    const body = payload();
    const res = await client.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: body.username, name: 'Meera Yadav', role: 'citizen', district: 'sehore', constituency: 'budhni' });
    expect((await client.get('/api/auth/user')).body.user.username).toBe(body.username);
    const row = await t.db('users').where({ id: res.body.user.id }).first();
    expect(row.voterIdNumber).toBe('ABC1234567');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).toMatch(/m=19456/);
    expect(row.passwordHash).toMatch(/t=2/);
    await new TestClient(t.app).login(body.username, 'mahua-grove-7');
  });

  it('carries the registration notification choice into the e-mail and SMS preferences', async () => {
    const client = new TestClient(t.app);
    const quiet = await client.post('/api/auth/register', { ...payload(), allowNotifications: false });
    expect(quiet.status).toBe(201);
    expect((await client.get('/api/users/me/notification-preferences')).body).toMatchObject({ email: false, sms: false });
    const row = await t.db('users').where({ id: quiet.body.user.id }).first();
    expect(row).toMatchObject({ notifyEmail: false, notifySms: false });
  });

  it('refuses a role other than citizen with 400 rather than silently ignoring it', async () => {
    const body = payload({ role: 'super_admin' });
    const res = await new TestClient(t.app).post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'role', messageKey: 'registrationCitizenOnly', error: 'Only citizens can register here' });
    expect(await t.db('users').whereRaw('lower(username) = ?', [body.username]).first()).toBeUndefined();
  });

  it('a client written from spec §3 succeeds: the registration payload plus the agreements, no confirmPassword', async () => {
    const { confirmPassword: _client_only, ...body } = payload();
    const res = await new TestClient(t.app).post('/api/auth/register', { ...body, voterIdNumber: null });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: body.username, role: 'citizen', name: 'Meera Yadav' });
  });

  it('records the consent: when terms and privacy policy were accepted, and which policy version', async () => {
    const before = Date.now();
    const res = await new TestClient(t.app).post('/api/auth/register', payload());
    expect(res.status).toBe(201);
    const row = await t.db('users').where({ id: res.body.user.id }).first();
    expect(row.privacyPolicyVersion).toBe('2025-07');
    for (const at of [row.termsAcceptedAt, row.privacyAcceptedAt]) {
      expect(at).toBeInstanceOf(Date);
      expect(at.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    }
  });

  it('refuses a field the payload does not have, naming it', async () => {
    const res = await new TestClient(t.app).post('/api/auth/register', payload({ isAdmin: true }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'isAdmin', messageKey: 'unknownField' });
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['email', { email: 'not-an-email' }, 'Enter valid email'],
    ['phone', { phone: '5123456789' }, 'Enter valid Indian mobile number'],
    ['district', { district: '' }, 'Select district'],
    ['address', { address: '   ' }, 'Address is required'],
    ['pincode', { pincode: '12345' }, 'Enter valid 6-digit pincode'],
    ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['password', { password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    ['confirmPassword', { confirmPassword: 'different' }, 'Passwords do not match'],
    ['agreedToTerms', { agreedToTerms: false }, 'Agreement to terms is required'],
    ['agreedToPrivacy', { agreedToPrivacy: undefined }, 'Privacy policy agreement is required'],
    ['voterIdNumber', { voterIdNumber: 'AB12345678' }, 'Valid Voter ID format: ABC1234567'],
  ])('refuses a bad %s with the spec message', async (field, overrides, message) => {
    const res = await new TestClient(t.app).post('/api/auth/register', payload(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, field });
    expect(typeof res.body.messageKey).toBe('string');
  });

  it('refuses a duplicate username (any case) with 409', async () => {
    const res = await new TestClient(t.app).post('/api/auth/register', payload({ username: 'CITIZEN' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Username already exists', messageKey: 'usernameTaken', field: 'username' });
  });

  it('refuses a duplicate e-mail (any case) with 409', async () => {
    const res = await new TestClient(t.app).post('/api/auth/register', payload({ email: 'Citizen@Example.in' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Email already registered', messageKey: 'emailTaken', field: 'email' });
  });

  it('two concurrent registrations of one username: exactly one wins', async () => {
    const body = payload();
    const [a, b] = await Promise.all([
      new TestClient(t.app).post('/api/auth/register', body),
      new TestClient(t.app).post('/api/auth/register', { ...body, email: `other.${body.email}` }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });
});

describe('the language of a new citizen\'s messages', () => {
  it('is the language they registered in, Hindi when the page did not say, and nothing else is accepted', async () => {
    const english = payload({ language: 'en' });
    expect((await new TestClient(t.app).post('/api/auth/register', english)).status).toBe(201);
    expect(await t.db('users').where({ username: english.username }).first('preferredLanguage')).toEqual({ preferredLanguage: 'en' });

    const unsaid = payload();
    expect((await new TestClient(t.app).post('/api/auth/register', unsaid)).status).toBe(201);
    expect(await t.db('users').where({ username: unsaid.username }).first('preferredLanguage')).toEqual({ preferredLanguage: 'hi' });

    const refused = await new TestClient(t.app).post('/api/auth/register', payload({ language: 'fr' }));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('language');
  });
});
