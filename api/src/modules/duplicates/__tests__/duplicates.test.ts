import { enqueueRequestEvent } from '../../notifications/outbox.service';
import { createKit, insertRequest, type Kit, type PersonaName } from '../../requests/__tests__/request-test-kit';
import { until } from '../../../../test/support/until';

let kit: Kit;
let citizenA: number;
let citizenB: number;

beforeAll(async () => {
  kit = await createKit();
  citizenA = kit.personas.citizenA.user!.id;
  citizenB = kit.personas.citizenB.user!.id;
});
afterAll(() => kit.close());

// Other test files share the run's database: every text here carries a word of its own.
let counter = 0;
const marker = () => `qz${process.pid.toString(36)}x${(counter += 1)}w`;

interface Filed {
  submitterId?: number | null;
  district?: string;
  requestType?: string;
  status?: string;
  description: string;
  name?: string;
  phone?: string;
}

async function file(fields: Filed): Promise<{ id: number; code: string }> {
  const id = await insertRequest(kit.db, {
    submitterId: fields.submitterId === undefined ? citizenA : fields.submitterId,
    district: fields.district ?? 'raisen',
    requestType: fields.requestType ?? 'water-supply',
    status: fields.status ?? 'pending',
    name: fields.name,
    phone: fields.phone,
  });
  // Published (a public type, its citizen opted in), so every caller's hints may point at it; who
  // sees an unpublished one: publication/__tests__/publication-api.test.ts.
  await kit.db('requests').where({ id }).update({ description: fields.description, address: 'House 12, Secret Lane', showPublicly: true });
  return { id, code: (await kit.db('requests').where({ id }).first('requestId')).requestId };
}

const similar = (who: PersonaName, query: Record<string, string>) =>
  kit.personas[who].client.get(`/api/requests/similar?${new URLSearchParams(query).toString()}`);
const similarTo = (who: PersonaName, id: number) => kit.personas[who].client.get(`/api/requests/${id}/similar`);
const mark = (who: PersonaName, id: number, body: object) => kit.personas[who].client.post(`/api/requests/${id}/duplicate`, body);

describe('GET /api/requests/similar (the request form)', () => {
  it('finds the near-identical open request of the same district and type, with its public part only', async () => {
    const word = marker();
    const text = `The hand pump ${word} near the primary school has been broken for two weeks`;
    const original = await file({ description: text, name: 'Ramesh Secretname', phone: '9123456789' });
    const res = await similar('citizenB', { district: 'raisen', requestType: 'water-supply', text: `hand pump ${word} near the primary school is broken` });
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { requestId: string }) => item.requestId)).toContain(original.code);
    for (const item of res.body.items) {
      expect(Object.keys(item).sort()).toEqual(['createdAt', 'district', 'followPath', 'opening', 'requestId', 'requestType', 'status', 'vidhanSabha']);
    }
    const raw = JSON.stringify(res.body);
    for (const secret of ['Secretname', '9123456789', 'Secret Lane']) expect(raw).not.toContain(secret);
  });

  it('keeps to the district and type asked for and to open requests', async () => {
    const word = marker();
    const text = `Street light ${word} outside the temple is not working at night`;
    const match = await file({ description: text });
    const otherDistrict = await file({ description: text, district: 'vidisha' });
    const otherType = await file({ description: text, requestType: 'electricity' });
    const resolved = await file({ description: text, status: 'resolved' });
    const res = await similar('citizenA', { district: 'raisen', requestType: 'water-supply', text });
    const codes = res.body.items.map((item: { requestId: string }) => item.requestId);
    expect(codes).toContain(match.code);
    for (const other of [otherDistrict, otherType, resolved]) expect(codes).not.toContain(other.code);
  });

  it('answers at most five, the anonymous form too', async () => {
    const word = marker();
    for (let i = 0; i < 7; i += 1) await file({ description: `Drain ${word} overflowing into the houses of ward ${i}` });
    const res = await similar('anonymous', { district: 'raisen', requestType: 'water-supply', text: `Drain ${word} overflowing into the houses` });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(5);
  });

  it('answers no hints at once beyond two lookups running and four waiting, and the rest once the table frees', async () => {
    const word = marker();
    const original = await file({ description: `The street light ${word} outside the temple has not worked for a month` });
    const query = { district: 'raisen', requestType: 'water-supply', text: `street light ${word} outside the temple` };
    // Another transaction holds the requests table, so every lookup waits inside the database (as
    // slow ones do at 1 M rows) well within its 1.5 s statement timeout.
    const lock = await kit.db.transaction();
    await lock.raw('lock table requests in access exclusive mode');
    let released = false;
    let answered = 0;
    const lookups = Array.from({ length: 9 }, () =>
      similar('anonymous', query).then((res) => {
        answered += 1;
        return { res, beforeRelease: !released };
      }),
    );
    // The three beyond the queue are answered at once; the six others wait for the lock.
    await until(() => answered === 3, { describe: () => `${answered} lookups answered while the table was locked` });
    released = true;
    await lock.commit();
    const answers = await Promise.all(lookups);
    expect(answers.map(({ res }) => res.status)).toEqual(Array(9).fill(200));
    const empty = answers.filter(({ res }) => res.body.items.length === 0);
    expect(empty).toHaveLength(3);
    expect(empty.every(({ beforeRelease }) => beforeRelease)).toBe(true);
    for (const { res } of answers.filter(({ res }) => res.body.items.length > 0)) {
      expect(res.body.items.map((item: { requestId: string }) => item.requestId)).toContain(original.code);
    }
  });

  it('refuses a short text, a missing field, an unknown key and a NUL byte with 400', async () => {
    const base = { district: 'raisen', requestType: 'water-supply', text: 'A long enough description' };
    expect((await similar('citizenA', { ...base, text: 'short' })).body).toMatchObject({ messageKey: 'similarTextInvalid' });
    expect((await similar('citizenA', { district: 'raisen', text: base.text })).status).toBe(400);
    expect((await similar('citizenA', { ...base, name: 'x' })).status).toBe(400);
    expect((await similar('citizenA', { ...base, text: 'A long enough\u0000 text' })).status).toBe(400);
  });
});

describe('GET /api/requests/:id/similar (staff beside a request)', () => {
  it('lists the similar open requests of the viewer\'s scope, never the request itself', async () => {
    const word = marker();
    const text = `Transformer ${word} burnt in the colony since Sunday evening`;
    const viewed = await file({ description: text });
    const other = await file({ description: `${text} again`, submitterId: citizenB });
    const res = await similarTo('staff', viewed.id);
    expect(res.status).toBe(200);
    const codes = res.body.items.map((item: { requestId: string }) => item.requestId);
    expect(codes).toContain(other.code);
    expect(codes).not.toContain(viewed.code);
    for (const item of res.body.items) expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'requestId', 'requestType', 'status', 'title']);
  });

  it('compares by the title, not the common phrasing of a long description', async () => {
    const word = marker();
    const account = 'The problem has continued for many days and affects about forty families; earlier complaints got no answer. Please look into it at the earliest.';
    const viewed = await file({ description: account });
    await kit.db('requests').where({ id: viewed.id }).update({ title: `Transformer ${word} burnt at the mandi` });
    const sameTitle = await file({ description: `Transformer ${word} burnt at the mandi gate, no power since Sunday` });
    const sameAccount = await file({ description: account });
    const codes = (await similarTo('staff', viewed.id)).body.items.map((item: { requestId: string }) => item.requestId);
    expect(codes).toContain(sameTitle.code);
    expect(codes).not.toContain(sameAccount.code);
  });

  it('is for staff in scope: a citizen is refused, a request outside the district is not found', async () => {
    const word = marker();
    const elsewhere = await file({ description: `Pension ${word} not received for three months`, district: 'sehore' });
    expect((await similarTo('citizenA', elsewhere.id)).status).toBe(403);
    expect((await similarTo('staff', elsewhere.id)).status).toBe(404);
    expect((await similarTo('admin', elsewhere.id)).status).toBe(200);
  });
});

describe('POST /api/requests/:id/duplicate', () => {
  async function pair(overrides: Partial<Filed> = {}) {
    const word = marker();
    const original = await file({ description: `Road ${word} full of potholes near the bus stand`, submitterId: citizenB, name: 'Sunita Privatename' });
    const duplicate = await file({ description: `Potholes ${word} on the road near the bus stand`, ...overrides });
    return { original, duplicate };
  }

  it('closes the duplicate with a link, a history row and a message to its citizen', async () => {
    const { original, duplicate } = await pair();
    const res = await mark('staff', duplicate.id, { of: original.code.toLowerCase(), note: 'Same pothole' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', response: `Duplicate of ${original.code}. Same pothole`, duplicateOf: { requestId: original.code, status: 'pending' } });

    const history = await kit.db('request_history').where({ requestId: duplicate.id, action: 'mark_duplicate' });
    expect(history).toEqual([expect.objectContaining({ fromStatus: 'pending', toStatus: 'rejected', userId: kit.personas.staff.user!.id, userRole: 'staff', notes: `Duplicate of ${original.code}. Same pothole` })]);

    const told = await kit.db('notification_outbox').where({ requestId: duplicate.id, event: 'duplicate' });
    expect(told.length).toBeGreaterThan(0);
    for (const message of told) {
      expect(message.status).toBe('pending');
      expect(message.body).toContain(original.code);
      // Their own request's link (it shows the original's status), never one to the original.
      expect(message.body).toContain(`/track/${duplicate.code}?t=`);
      expect(message.body).not.toContain(`/track/${original.code}`);
    }

    // The citizen's own view: the original's code, type, status and stages, nothing of its citizen.
    const own = await kit.personas.citizenA.client.get(`/api/requests/${duplicate.id}`);
    expect(own.body.duplicateOf).toEqual({ requestId: original.code, requestType: 'water-supply', status: 'pending', stages: expect.any(Array) });
    expect(own.body.trackUrl).toContain(`/track/${duplicate.code}?t=`);
    expect(res.body.duplicateOf).toEqual(own.body.duplicateOf);
    expect(JSON.stringify(own.body.duplicateOf)).not.toContain('Privatename');
    const listed = await kit.personas.citizenA.client.get(`/api/requests?limit=100`);
    const item = listed.body.items.find((entry: { id: number }) => entry.id === duplicate.id);
    expect(item.duplicateOf).toMatchObject({ requestId: original.code });
  });

  it('takes the original by id too, and refuses itself, another district and an unknown code with 400', async () => {
    const { original, duplicate } = await pair();
    expect((await mark('staff', duplicate.id, { of: duplicate.id })).body).toMatchObject({ messageKey: 'duplicateOfItself', field: 'of' });
    const elsewhere = await file({ description: 'Elsewhere', district: 'vidisha' });
    expect((await mark('admin', duplicate.id, { of: elsewhere.code })).body).toMatchObject({ messageKey: 'duplicateOtherDistrict' });
    expect((await mark('staff', duplicate.id, { of: 'CC-1999-999999' })).body).toMatchObject({ messageKey: 'duplicateOriginalNotFound' });
    // Staff of Raisen do not see Vidisha's requests: not found, the same answer as a missing code.
    expect((await mark('staff', duplicate.id, { of: elsewhere.code })).body).toMatchObject({ messageKey: 'duplicateOriginalNotFound' });
    expect((await mark('staff', duplicate.id, { of: original.id })).status).toBe(200);
  });

  it('refuses a closed request and an original that is itself a duplicate with 409', async () => {
    const { original, duplicate } = await pair();
    expect((await mark('staff', duplicate.id, { of: original.code })).status).toBe(200);
    expect((await mark('staff', duplicate.id, { of: original.code })).body).toMatchObject({ messageKey: 'actionNotAllowedInStatus' });
    const third = await file({ description: 'Third' });
    const res = await mark('staff', third.id, { of: duplicate.code });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ messageKey: 'duplicateOriginalIsDuplicate' });
  });

  it('is staff only, in scope, with a strict body', async () => {
    const { original, duplicate } = await pair();
    expect((await mark('citizenA', duplicate.id, { of: original.code })).status).toBe(403);
    expect((await mark('anonymous', duplicate.id, { of: original.code })).status).toBe(401);
    expect((await mark('staff', duplicate.id, {})).body).toMatchObject({ messageKey: 'duplicateOriginalRequired' });
    expect((await mark('staff', duplicate.id, { of: 'road' })).status).toBe(400);
    expect((await mark('staff', duplicate.id, { of: original.code, status: 'resolved' })).status).toBe(400);
    expect((await mark('staff', duplicate.id, { of: original.code, note: 'a\u0000b' })).status).toBe(400);
    const elsewhere = await file({ description: 'Elsewhere', district: 'sehore' });
    expect((await mark('staff', elsewhere.id, { of: original.code })).status).toBe(404);
    expect((await kit.db('requests').where({ id: duplicate.id }).first()).status).toBe('pending');
  });

  it("gives the follower each later step of the original exactly once", async () => {
    const { original, duplicate } = await pair();
    expect((await mark('staff', duplicate.id, { of: original.code })).status).toBe(200);
    const done = await kit.personas.staff.client.send('patch', `/api/requests/${original.id}`, { action: 'complete', remarks: 'Road repaired' });
    expect(done.status).toBe(200);
    // A retried enqueue of the same step adds nothing.
    await kit.db.transaction((trx) => enqueueRequestEvent(trx, original.id, 'resolved'));

    const followed = await kit.db('notification_outbox').where({ requestId: duplicate.id, event: 'followed_update' }).orderBy('channel');
    expect(followed.map((row) => row.channel)).toEqual(['email', 'sms']);
    for (const message of followed) {
      expect(message.body).toContain(original.code);
      expect(message.body).toContain(duplicate.code);
      expect(message.body).toContain(`/track/${duplicate.code}?t=`);
      expect(message.body).not.toContain(`/track/${original.code}`);
      expect(message.body).not.toContain('Privatename');
    }
    // The original's own citizen is told as before.
    expect(await kit.db('notification_outbox').where({ requestId: original.id, event: 'resolved' })).not.toHaveLength(0);
    const own = await kit.personas.citizenA.client.get(`/api/requests/${duplicate.id}`);
    expect(own.body.duplicateOf).toMatchObject({ status: 'resolved' });
  });

  it('moves the followers of a request that becomes a duplicate to its original', async () => {
    const { original, duplicate } = await pair();
    const follower = await file({ description: 'Follower' });
    expect((await mark('staff', follower.id, { of: duplicate.code })).status).toBe(200);
    expect((await mark('staff', duplicate.id, { of: original.code })).status).toBe(200);
    expect((await kit.db('requests').where({ id: follower.id }).first()).duplicateOfId).toBe(original.id);
    expect(await kit.db('request_history').where({ requestId: follower.id, action: 'duplicate_relinked' })).toHaveLength(1);
  });

  it('a duplicate its citizen reopens is handled on its own again and no longer follows the original', async () => {
    const { original, duplicate } = await pair();
    expect((await mark('staff', duplicate.id, { of: original.code })).status).toBe(200);
    const reopened = await kit.personas.citizenA.client.post(`/api/requests/${duplicate.id}/reopen`, { reason: 'Mine is a different pothole, at the other end of the road' });
    expect(reopened.status).toBe(200);

    const own = await kit.personas.citizenA.client.get(`/api/requests/${duplicate.id}`);
    expect(own.body).toMatchObject({ status: 'pending', duplicateOf: null });
    expect((await kit.db('requests').where({ id: duplicate.id }).first()).duplicateOfId).toBeNull();
    expect(await kit.db('request_history').where({ requestId: duplicate.id, action: 'reopen' })).toHaveLength(1);

    // A later step of the former original tells its own citizen, not the reopened request's.
    expect((await kit.personas.staff.client.send('patch', `/api/requests/${original.id}`, { action: 'complete', remarks: 'Road repaired' })).status).toBe(200);
    expect(await kit.db('notification_outbox').where({ requestId: duplicate.id, event: 'followed_update' })).toHaveLength(0);
  });
});
