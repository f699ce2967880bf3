import { EXPECT_SESSION_HEADER } from '@cc/types';
import { validationMessages } from '@cc/validation';
import request from 'supertest';
import { captcha, FORM } from '../../modules/requests/__tests__/request-test-kit';
import { cookieValue, createTestApp, TestClient, type TestApp } from '../../../test/support/test-app';

// A page that believes it is signed in says so; an ended session must then answer 401, never file
// the citizen's request anonymously, and never read as a forged request.
let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const filed = async (description: string) => t.db('requests').where({ description }).select('submitterId', 'submitterType');

async function citizenWhoseSessionTimedOut(): Promise<TestClient> {
  const client = new TestClient(t.app);
  const user = await client.login('citizen', 'citizen123');
  // What 30 idle minutes do: the server forgets the session; the browser still holds its cookies.
  await t.db('sessions').where({ userId: user.id }).delete();
  return client;
}

describe(`${EXPECT_SESSION_HEADER}: a signed-in page whose session has ended`, () => {
  it('files nothing anonymously: 401 sessionEnded in both languages (without the header the same call is filed with no owner)', async () => {
    const client = await citizenWhoseSessionTimedOut();
    const description = `Expected session ${Date.now()}: the hand pump is dry`;
    const body = { ...FORM, description, ...(await captcha(client)) };

    const refused = await client.agent.post('/api/requests').set('x-csrf-token', client.csrf!).set(EXPECT_SESSION_HEADER, '1').send(body);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: validationMessages.sessionEnded.en, messageKey: 'sessionEnded' });
    expect(validationMessages.sessionEnded.hi).toBe('आपका सत्र समाप्त हो गया है। कृपया फिर से लॉगिन करें।');
    expect(await filed(description)).toEqual([]);

    // The failure this guards against: the same call from a page that does not say it is signed in.
    const anonymous = await client.agent.post('/api/requests').set('x-csrf-token', client.csrf!).send(body);
    expect(anonymous.status).toBe(201);
    expect(await filed(description)).toEqual([{ submitterId: null, submitterType: 'public' }]);
  });

  it('with every cookie gone answers 401 sessionEnded, not the CSRF refusal', async () => {
    const description = `Expected session ${Date.now()}: no cookies at all`;
    const res = await request(t.app.callback()).post('/api/requests').set(EXPECT_SESSION_HEADER, '1').send({ ...FORM, description, captchaToken: 'x', captchaAnswer: '1' });
    expect(res.status).toBe(401);
    expect(res.body.messageKey).toBe('sessionEnded');
    expect(await filed(description)).toEqual([]);
    // The page's next write (its login) needs a token: the refusal hands one out.
    expect(cookieValue(res, 'cc_csrf')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('a signed-in caller with the header is served as ever, and owns what it files', async () => {
    const client = new TestClient(t.app);
    const user = await client.login('citizen', 'citizen123');
    const description = `Expected session ${Date.now()}: still signed in`;
    const res = await client.agent
      .post('/api/requests')
      .set('x-csrf-token', client.csrf!)
      .set(EXPECT_SESSION_HEADER, '1')
      .send({ ...FORM, description, ...(await captcha(client)) });
    expect(res.status).toBe(201);
    expect(await filed(description)).toEqual([{ submitterId: user.id, submitterType: 'citizen' }]);
  });

  it('leaves the session routes alone: the session read and a fresh login answer as they would without it', async () => {
    const client = await citizenWhoseSessionTimedOut();
    const who = await client.agent.get('/api/auth/user').set(EXPECT_SESSION_HEADER, '1');
    expect(who.status).not.toBe(500);
    expect(who.body.messageKey).not.toBe('sessionEnded');
    const again = await client.agent.post('/api/auth/login').set('x-csrf-token', client.csrf!).set(EXPECT_SESSION_HEADER, '1').send({ username: 'citizen', password: 'citizen123' });
    expect(again.status).toBe(200);
  });
});

describe('a write with no CSRF cookie (a page left open while its cookies were cleared)', () => {
  it('says in words a citizen understands to reload, and hands out a fresh token so the retry works', async () => {
    const res = await request(t.app.callback()).post('/api/data-deletion').send({ email: 'someone@example.in', reason: 'other', additionalInfo: '' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This page is out of date, so it could not be sent safely. Reload the page and try again.', messageKey: 'invalidCsrf' });
    expect(validationMessages.invalidCsrf.hi).toContain('पेज को फिर से लोड करें');
    expect(cookieValue(res, 'cc_csrf')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });
});
