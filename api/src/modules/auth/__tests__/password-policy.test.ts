import { validationMessages } from '@cc/validation';
import { ValidationError } from '../../../lib/http-error';
import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';
import { DEMO_USERS } from '../../../db/seeds/demo-users';
import { AdminAccountError, validateAdminAccount } from '../../admin-bootstrap/admin-account';
import { assertAcceptablePassword, COMMON_PASSWORD_COUNT, isCommonPassword } from '../password-policy';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

let n = 0;
function registration(password: string) {
  n += 1;
  const username = `pw_policy_${process.pid}_${n}`;
  return {
    username,
    body: {
      firstName: 'Kiran', lastName: 'Joshi', email: `${username}@example.in`, phone: '9812345670', district: 'raisen',
      address: 'Ward 3', pincode: '464551', username, password, confirmPassword: password, agreedToTerms: true, agreedToPrivacy: true,
    },
  };
}

const register = (password: string) => {
  const { username, body } = registration(password);
  return new TestClient(t.app).post('/api/auth/register', body).then((res) => ({ res, username }));
};

describe('password rules at registration', () => {
  it.each(['password', 'SunShine', 'QWERTY123', 'secret123'])('refuses the common password %s (any case): 400 on field password', async (password) => {
    const { res, username } = await register(password);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'This password is too common. Please choose another.',
      messageKey: 'passwordTooCommon',
      field: 'password',
    });
    expect(await t.db('users').where({ username }).first()).toBeUndefined();
  });

  // README's demo accounts: their passwords are public, so they are the first anyone tries.
  it.each(['citizen123', 'staff123', 'minister123', 'official123', 'admin123', 'super123', 'Citizen123'])(
    'refuses the published demo password %s like a common one',
    async (password) => {
      const { res, username } = await register(password);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ messageKey: 'passwordTooCommon', field: 'password' });
      expect(await t.db('users').where({ username }).first()).toBeUndefined();
    },
  );

  it('refuses a demo password as the new one at a password change, keeping the old one', async () => {
    const { body, username } = registration('kheer-mahua-7');
    const client = new TestClient(t.app);
    expect((await client.post('/api/auth/register', body)).status).toBe(201);
    for (const newPassword of ['citizen123', 'Official123']) {
      const res = await client.post('/api/users/me/password', { currentPassword: 'kheer-mahua-7', newPassword, confirmPassword: newPassword });
      expect({ newPassword, status: res.status, body: res.body }).toMatchObject({ newPassword, status: 400, body: { messageKey: 'passwordTooCommon', field: 'newPassword' } });
    }
    expect((await new TestClient(t.app).post('/api/auth/login', { username, password: 'kheer-mahua-7' })).status).toBe(200);
  });

  it('has the refusal in English and Hindi under its messageKey', () => {
    expect(validationMessages.passwordTooCommon.en).toBe('This password is too common. Please choose another.');
    expect(validationMessages.passwordTooCommon.hi).toMatch(/[\u0900-\u097F]/);
  });

  it('accepts an uncommon 6-character password, which then logs in', async () => {
    const { res, username } = await register('kheer5');
    expect(res.status).toBe(201);
    expect((await new TestClient(t.app).post('/api/auth/login', { username, password: 'kheer5' })).status).toBe(200);
  });

  it("keeps the spec's minimum of 6 characters and its message", async () => {
    const { res } = await register('kh5e!');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Password must be at least 6 characters', field: 'password' });
  });

  it('never truncates: a 150-character password logs in, its 72-character prefix does not', async () => {
    const long = Array.from({ length: 150 }, (_, i) => 'kheer-mahua-'[i % 12]).join('');
    const { res, username } = await register(long);
    expect(res.status).toBe(201);
    const login = (password: string) => new TestClient(t.app).post('/api/auth/login', { username, password });
    expect((await login(long)).status).toBe(200);
    expect((await login(long.slice(0, 72))).status).toBe(401);
    expect((await login(`${long.slice(0, 149)}x`)).status).toBe(401);
  });
});

describe('the common-password check (for every place a password is set)', () => {
  it('ships a list of at least 10,000 passwords, compared case-insensitively', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('IloveYou')).toBe(true);
    expect(isCommonPassword('kheer5')).toBe(false);
  });

  it('includes every password of the demo seed, in any case; create-admin refuses them too', () => {
    for (const user of DEMO_USERS) expect(isCommonPassword(user.password.toUpperCase())).toBe(true);
    expect(isCommonPassword('citizen1234')).toBe(false);
    // Its 12-character rule already refuses each; the list is checked after the length.
    expect(() => validateAdminAccount({ username: 'chief', password: 'super123' })).toThrow(AdminAccountError);
  });

  it('throws a validation error on the given field', () => {
    expect(() => assertAcceptablePassword('password1', 'newPassword')).toThrow(ValidationError);
    try {
      assertAcceptablePassword('password1', 'newPassword');
    } catch (error) {
      expect((error as ValidationError).extra.field).toBe('newPassword');
      expect((error as ValidationError).messageKey).toBe('passwordTooCommon');
    }
    expect(() => assertAcceptablePassword('kheer5')).not.toThrow();
  });
});
