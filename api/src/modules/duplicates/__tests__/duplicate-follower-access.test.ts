import { createKit, insertRequest, type Kit } from '../../requests/__tests__/request-test-kit';

/**
 * A duplicate's citizen follows the original through their own request only: everything they are
 * given (their detail, their messages, their own track page) shows the original's public status,
 * and nothing of it opens the original itself (its remark, its rating, its reopening). The
 * original's own citizen keeps all of that. Both ways.
 */
let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

let counter = 0;
const marker = () => `fz${process.pid.toString(36)}x${(counter += 1)}q`;

async function file(submitterId: number, phone: string): Promise<{ id: number; code: string }> {
  const id = await insertRequest(kit.db, { submitterId, district: 'raisen', requestType: 'water-supply', phone });
  return { id, code: (await kit.db('requests').where({ id }).first('requestId')).requestId };
}

/** Every signed link in a text: its code and token. */
const linksIn = (text: string) => [...text.matchAll(/\/track\/([^/?\s"]+)\?t=([0-9a-z]+\.[A-Za-z0-9_-]+)/g)].map((m) => ({ code: decodeURIComponent(m[1]!), token: m[2]! }));

/** The API call the /track page makes (API paths are lower case). */
const trackPath = (code: string) => `/api/public/track/${code.toLowerCase()}`;

/**
 * Original A (citizen2's) and duplicate B (citizen's), B marked a duplicate of A, then A resolved
 * with a remark only A's citizen may read.
 */
async function markedAndResolved() {
  const secret = `Remark ${marker()} for the original's citizen only`;
  const original = await file(kit.personas.citizenB.user!.id, '9811100001');
  const duplicate = await file(kit.personas.citizenA.user!.id, '9811100002');
  expect((await kit.personas.staff.client.post(`/api/requests/${duplicate.id}/duplicate`, { of: original.code })).status).toBe(200);
  expect((await kit.personas.staff.client.send('patch', `/api/requests/${original.id}`, { action: 'complete', remarks: 'Road repaired' })).status).toBe(200);
  await kit.db('requests').where({ id: original.id }).update({ response: secret });
  return { original, duplicate, secret };
}

/** Everything the duplicate's citizen was given: their own detail, list item, messages and own track page. */
async function givenToDuplicateCitizen(duplicate: { id: number; code: string }): Promise<string> {
  const own = await kit.personas.citizenA.client.get(`/api/requests/${duplicate.id}`);
  expect(own.status).toBe(200);
  const list = await kit.personas.citizenA.client.get('/api/requests?limit=100');
  const messages = await kit.db('notification_outbox').where({ requestId: duplicate.id }).select('subject', 'body');
  const ownLink = linksIn(own.body.trackUrl)[0]!;
  const trackPage = await kit.personas.anonymous.client.get(`${trackPath(ownLink.code)}?t=${ownLink.token}`);
  expect(trackPage.status).toBe(200);
  return JSON.stringify([own.body, list.body, messages, trackPage.body]);
}

describe("a duplicate's citizen follows the original without a key to it", () => {
  it("sees the original's public status on their own detail and own track page: code, type, status, stage dates", async () => {
    const { original, duplicate } = await markedAndResolved();
    const own = await kit.personas.citizenA.client.get(`/api/requests/${duplicate.id}`);
    expect(own.body.duplicateOf).toEqual({ requestId: original.code, requestType: 'water-supply', status: 'resolved', stages: expect.any(Array) });
    expect(own.body.duplicateOf.stages.at(-1)).toMatchObject({ status: 'completed', date: expect.any(String) });

    const ownLink = linksIn(own.body.trackUrl)[0]!;
    expect(ownLink.code).toBe(duplicate.code);
    const page = await kit.personas.anonymous.client.get(`${trackPath(duplicate.code)}?t=${ownLink.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ requestId: duplicate.code, status: 'rejected', duplicateOf: { requestId: original.code, requestType: 'water-supply', status: 'resolved' } });
    expect(Object.keys(page.body.duplicateOf).sort()).toEqual(['requestId', 'requestType', 'stages', 'status']);
    // The same through code + own phone.
    const byPhone = await kit.personas.anonymous.client.post('/api/public/track', { code: duplicate.code, phone: '9811100002' });
    expect(byPhone.body.duplicateOf).toEqual(page.body.duplicateOf);
  });

  it("nothing they were given names a link to the original or its remark, and no token they hold opens, rates or reopens it", async () => {
    const { original, duplicate, secret } = await markedAndResolved();
    const given = await givenToDuplicateCitizen(duplicate);
    expect(given).toContain(original.code);
    expect(given).not.toContain(secret);
    expect(given).not.toContain(`/track/${original.code}`);
    const tokens = linksIn(given);
    expect(tokens.length).toBeGreaterThan(0);
    for (const { code, token } of tokens) {
      expect(code).toBe(duplicate.code);
      expect((await kit.personas.anonymous.client.get(`${trackPath(original.code)}?t=${token}`)).status).toBe(403);
      expect((await kit.personas.anonymous.client.post(`${trackPath(original.code)}/feedback`, { t: token, rating: 1, comment: null })).status).toBe(403);
      expect((await kit.personas.anonymous.client.post(`${trackPath(original.code)}/reopen`, { t: token, reason: 'Not fixed at my end of the road' })).status).toBe(403);
    }
    // Signed in, the original is not theirs either.
    expect((await kit.personas.citizenA.client.post(`/api/requests/${original.id}/feedback`, { rating: 1, comment: null })).status).toBe(404);
    expect((await kit.personas.citizenA.client.post(`/api/requests/${original.id}/reopen`, { reason: 'Not fixed at my end of the road' })).status).toBe(404);
    expect(await kit.db('request_feedback').where({ requestId: original.id })).toHaveLength(0);
    expect((await kit.db('requests').where({ id: original.id }).first()).status).toBe('resolved');
  });

  it("the original's citizen still reads its remark, rates it and reopens it with their own link", async () => {
    const { original, secret } = await markedAndResolved();
    const own = await kit.personas.citizenB.client.get(`/api/requests/${original.id}`);
    const link = linksIn(own.body.trackUrl)[0]!;
    expect(link.code).toBe(original.code);
    const page = await kit.personas.anonymous.client.get(`${trackPath(original.code)}?t=${link.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ response: secret, duplicateOf: null, feedback: expect.objectContaining({ canRate: true }) });
    const rated = await kit.personas.anonymous.client.post(`${trackPath(original.code)}/feedback`, { t: link.token, rating: 4, comment: null });
    expect(rated.status).toBe(201);
    const reopened = await kit.personas.anonymous.client.post(`${trackPath(original.code)}/reopen`, { t: link.token, reason: 'The road broke again after the rain' });
    expect(reopened.status).toBe(200);
    expect((await kit.db('requests').where({ id: original.id }).first()).status).toBe('pending');
  });
});
