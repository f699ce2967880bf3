import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';

describe('GET/PUT /api/users/me/notification-preferences', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 without a login', async () => {
    const res = await new TestClient(t.app).get('/api/users/me/notification-preferences');
    expect(res.status).toBe(401);
  });

  it('starts with e-mail and SMS on, push off, Hindi', async () => {
    const client = new TestClient(t.app);
    await client.login('citizen2', 'citizen123');
    const res = await client.get('/api/users/me/notification-preferences');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: true, sms: true, push: false, language: 'hi' });
  });

  it('saves the caller\'s own choices and nobody else\'s', async () => {
    const client = new TestClient(t.app);
    const me = await client.login('staff', 'staff123');
    const put = await client.send('put', '/api/users/me/notification-preferences', { email: false, sms: true, push: true, language: 'en' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ email: false, sms: true, push: true, language: 'en' });
    expect((await client.get('/api/users/me/notification-preferences')).body).toEqual(put.body);
    const row = await t.db('users').where({ id: me.id }).first('notifyEmail', 'preferredLanguage');
    expect(row).toEqual({ notifyEmail: false, preferredLanguage: 'en' });
    const other = await t.db('users').where({ username: 'citizen2' }).first('notifyEmail');
    expect(other.notifyEmail).toBe(true);
  });

  it('refuses an unknown language with a bilingual message key', async () => {
    const client = new TestClient(t.app);
    await client.login('official', 'official123');
    const res = await client.send('put', '/api/users/me/notification-preferences', { email: true, sms: true, push: false, language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'language', messageKey: 'notificationLanguageInvalid' });
  });

  it('refuses a missing choice and a user id in the body', async () => {
    const client = new TestClient(t.app);
    await client.login('official', 'official123');
    expect((await client.send('put', '/api/users/me/notification-preferences', { email: true, sms: true, language: 'en' })).body.messageKey).toBe('notificationChoiceInvalid');
    expect((await client.send('put', '/api/users/me/notification-preferences', { email: true, sms: true, push: false, language: 'en', userId: 1 })).status).toBe(400);
  });
});
