import { anonymous, sessionUser, stubFetch } from '../../../testing/fetch-stub';
import { startEarlySessionCheck } from '../early-session';
import { getSessionUser } from '../get-session-user';

const isSessionCall = (call: { url: string }) => call.url.endsWith('/api/auth/user');

describe('the session check sent as the page starts (early-session.ts)', () => {
  it('answers the first session query, and only the first', async () => {
    const citizen = sessionUser('citizen');
    const { calls } = stubFetch({ 'GET /api/auth/user': { body: { user: citizen } } });
    startEarlySessionCheck();
    expect(calls.filter(isSessionCall)).toHaveLength(1);
    await expect(getSessionUser()).resolves.toEqual(citizen);
    expect(calls.filter(isSessionCall)).toHaveLength(1);
    await expect(getSessionUser()).resolves.toEqual(citizen);
    expect(calls.filter(isSessionCall)).toHaveLength(2);
  });

  it('reads a 401 as anonymous', async () => {
    stubFetch({ 'GET /api/auth/user': anonymous });
    startEarlySessionCheck();
    await expect(getSessionUser()).resolves.toBeNull();
  });

  it('asks again through the API client when the early answer failed', async () => {
    let answers = 0;
    const citizen = sessionUser('citizen');
    const { calls } = stubFetch({
      'GET /api/auth/user': () => (answers++ === 0 ? { status: 503, body: { error: 'down' } } : { body: { user: citizen } }),
    });
    startEarlySessionCheck();
    await expect(getSessionUser()).resolves.toEqual(citizen);
    expect(calls.filter(isSessionCall)).toHaveLength(2);
  });
});
