import request from 'supertest';
import { TestClient } from '../../../../test/support/test-app';
import { REMOVED_TEXT } from '../../data-deletion/deletion-policy';
import { HINTS_LIMIT } from '../../duplicates/duplicates.routes';
import { captcha, createKit, FORM, insertRequest, submit, type Kit, type PersonaName } from '../../requests/__tests__/request-test-kit';
import { REDACTED } from '../redact';

/**
 * What the public may read of a request (docs/open311.md, "Privacy"): only a request of a public
 * type whose citizen ticked "Show this on the public map and reports", redacted; everything else is
 * absent from Open311 and from the hints of anyone but the office and its own citizen.
 */
let kit: Kit;
let apiKey: string;
const raw = () => request(kit.app.callback());
beforeAll(async () => {
  kit = await createKit();
  apiKey = (await kit.personas.admin.client.post('/api/admin/open311-keys', { name: `Publication test ${process.pid}` })).body.key;
});
afterAll(() => kit.close());

// Other test files share the run's database: every text here carries a word of its own.
let counter = 0;
const marker = () => `pq${process.pid.toString(36)}x${(counter += 1)}v`;

/** Files on the web form (JSON) as `who`, answering the request's code. */
async function fileOnForm(who: PersonaName, overrides: Record<string, unknown>): Promise<string> {
  const res = await submit(kit.personas[who].client, overrides);
  expect(res.status).toBe(201);
  return res.body.requestId as string;
}

const detail = (code: string) => raw().get(`/open311/v2/requests/${code}.json`);
const token = (code: string) => raw().get(`/open311/v2/tokens/${code}.json`);
const listed = async (query = '') => ((await raw().get(`/open311/v2/requests.json?page_size=1000${query}`)).body as Array<{ service_request_id: string }>).map((r) => r.service_request_id);

/** Absent everywhere Open311 reads: 404 detail and token, in no list (not even asked for by id). */
async function expectUnpublished(code: string): Promise<void> {
  expect((await detail(code)).status).toBe(404);
  expect((await raw().get(`/open311/v2/requests/${code}.xml`)).status).toBe(404);
  expect((await token(code)).status).toBe(404);
  expect(await listed()).not.toContain(code);
  expect(await listed(`&service_request_id=${code}`)).toEqual([]);
}

async function expectPublished(code: string): Promise<void> {
  expect((await detail(code)).status).toBe(200);
  expect((await token(code)).body).toEqual([{ service_request_id: code, token: code }]);
  expect(await listed()).toContain(code);
}

describe('Open311 reads publish only what the citizen chose to make public', () => {
  it('hides a request of a private type even when its citizen ticked the box', async () => {
    const code = await fileOnForm('citizenA', { requestType: 'welfare', description: `My pension ${marker()} has stopped`, showPublicly: true });
    expect((await kit.db('requests').where({ requestId: code }).first('showPublicly')).showPublicly).toBe(true);
    await expectUnpublished(code);
  });

  it('hides a request of a public type whose citizen did not tick the box (the default)', async () => {
    const code = await fileOnForm('citizenA', { requestType: 'water-supply', description: `Hand pump ${marker()} broken` });
    expect((await kit.db('requests').where({ requestId: code }).first('showPublicly')).showPublicly).toBe(false);
    await expectUnpublished(code);
    const unticked = await fileOnForm('anonymous', { requestType: 'water-supply', description: `Hand pump ${marker()} broken`, showPublicly: false });
    await expectUnpublished(unticked);
  });

  it('shows an opted-in request of a public type with its numbers redacted; status_notes only once staff publish a note', async () => {
    const word = marker();
    const description = `Water pipe ${word} burst near house 12. Call 9876543210 or +91 98765 43210, mail ram.k@example.com, Aadhaar 2345 6789 0123, PAN ABCDE1234F`;
    const code = await fileOnForm('citizenA', { requestType: 'water-supply', description, showPublicly: true });
    await expectPublished(code);
    const [one] = (await detail(code)).body;
    expect(one.description).toBe(`Water pipe ${word} burst near house 12. Call ${REDACTED} or ${REDACTED}, mail ${REDACTED}, Aadhaar ${REDACTED}, PAN ${REDACTED}`);
    expect(one.status_notes).toBeNull();
    // The response to the citizen is theirs, never published; the public note is, redacted.
    await kit.db('requests').where({ requestId: code }).update({ response: `Dear Ramesh ${word}, we called you`, publicNote: `Crew sent ${word}; contact 9123456780` });
    const [after] = (await detail(code)).body;
    expect(after.status_notes).toBe(`Crew sent ${word}; contact ${REDACTED}`);
    const everywhere = JSON.stringify([(await detail(code)).body, (await raw().get(`/open311/v2/requests.xml?service_request_id=${code}`)).text, (await raw().get('/open311/v2/requests.json?page_size=1000')).text]);
    for (const secret of ['9876543210', '98765 43210', 'ram.k@example.com', '2345 6789 0123', 'ABCDE1234F', '9123456780', `Dear Ramesh ${word}`, FORM.name, FORM.address]) expect(everywhere).not.toContain(secret);
  });

  it('takes the box from the multipart form too, and refuses a value that is not a boolean', async () => {
    const client = kit.personas.anonymous.client;
    await client.prime();
    const fields = { ...FORM, requestType: 'transport-roads', description: `Pothole ${marker()} on the highway`, showPublicly: 'true', ...(await captcha(client)) };
    const req = client.agent.post('/api/requests').set('x-csrf-token', client.csrf ?? '');
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    const res = await req;
    expect(res.status).toBe(201);
    await expectPublished(res.body.requestId);
    const refused = await submit(client, { showPublicly: 'perhaps' });
    expect([refused.status, refused.body.messageKey]).toEqual([400, 'invalidValue']);
  });

  it('unpublishes at once a request that is rejected, anonymised, or whose account is disabled', async () => {
    const codes = await Promise.all([0, 1].map(() => fileOnForm('citizenB', { requestType: 'electricity', description: `Street light ${marker()} dark`, showPublicly: true })));
    const [rejected, anonymised] = codes as [string, string];
    for (const code of codes) await expectPublished(code);
    await kit.db('requests').where({ requestId: rejected }).update({ status: 'rejected' });
    await kit.db('requests').where({ requestId: anonymised }).update({ name: REMOVED_TEXT, phone: '' });
    for (const code of codes) await expectUnpublished(code);

    // An account whose deletion is confirmed is disabled at once, days before its anonymisation.
    const username = `pub${process.pid}${Date.now().toString(36)}`;
    expect((await kit.personas.admin.client.post('/api/admin/users', { username, name: 'Publication Tester', email: `${username}@example.org`, phone: '9000011111', role: 'citizen', password: 'a-long-password-1' })).status).toBe(201);
    const owner = new TestClient(kit.app);
    await owner.login(username, 'a-long-password-1');
    const res = await owner.post('/api/requests', { ...FORM, requestType: 'infrastructure', description: `Bridge ${marker()} cracked`, showPublicly: true, ...(await captcha(owner)) });
    expect(res.status).toBe(201);
    await expectPublished(res.body.requestId);
    await kit.db('users').where({ username }).update({ isActive: false });
    await expectUnpublished(res.body.requestId);
  });

  it('an Open311 client publishes only when it sends attribute[show_publicly]=yes, and only for a public type', async () => {
    const body = (overrides: Record<string, string>) => ({
      api_key: apiKey, service_code: 'water-supply', first_name: 'Asha', phone: '9812345678', description: `Tap ${marker()} dry`, 'attribute[district]': 'raisen', ...overrides,
    });
    const post = async (overrides: Record<string, string>) => {
      const res = await raw().post('/open311/v2/requests.json').type('form').send(body(overrides));
      expect(res.status).toBe(201);
      return res.body[0].service_request_id as string;
    };
    await expectUnpublished(await post({}));
    await expectUnpublished(await post({ 'attribute[show_publicly]': 'no' }));
    await expectUnpublished(await post({ service_code: 'health', 'attribute[show_publicly]': 'yes' }));
    await expectPublished(await post({ 'attribute[show_publicly]': 'yes' }));
    const refused = await raw().post('/open311/v2/requests.json').type('form').send(body({ 'attribute[show_publicly]': 'true' }));
    expect([refused.status, refused.body[0].description]).toEqual([400, expect.stringMatching(/^attribute\.show_publicly: /)]);
  });
});

describe('GET /api/requests/similar points the public and citizens at published requests only', () => {
  const codesFor = async (who: PersonaName | TestClient, query: Record<string, string>) => {
    const client = who instanceof TestClient ? who : kit.personas[who].client;
    const res = await client.get(`/api/requests/similar?${new URLSearchParams(query).toString()}`);
    expect(res.status).toBe(200);
    return (res.body.items as Array<{ requestId: string }>).map((item) => item.requestId);
  };

  async function file(submitter: PersonaName, requestType: string, description: string, showPublicly: boolean): Promise<string> {
    const id = await insertRequest(kit.db, { submitterId: kit.personas[submitter].user!.id, requestType, district: 'raisen' });
    await kit.db('requests').where({ id }).update({ description, showPublicly });
    return (await kit.db('requests').where({ id }).first('requestId')).requestId;
  }

  it('anonymous callers see published requests; a citizen also their own; the office every open one', async () => {
    const word = marker();
    const text = `The hand pump ${word} near the primary school has been broken for two weeks`;
    const aPrivate = await file('citizenA', 'water-supply', text, false);
    const aPublished = await file('citizenA', 'water-supply', text, true);
    const bPrivate = await file('citizenB', 'water-supply', text, false);
    const query = { district: 'raisen', requestType: 'water-supply', text: `hand pump ${word} near the primary school is broken` };
    // Other test files file published water-supply requests in Raisen on the same database, and a
    // similar one of theirs may be hinted too: only this test's three requests are judged.
    const ours = [aPrivate, aPublished, bPrivate];
    const seenBy = async (who: PersonaName) => (await codesFor(who, query)).filter((code) => ours.includes(code)).sort();

    expect(await seenBy('anonymous')).toEqual([aPublished]);
    expect(await seenBy('citizenB')).toEqual([aPublished, bPrivate].sort());
    expect(await seenBy('citizenA')).toEqual([aPrivate, aPublished].sort());
    expect(await seenBy('staff')).toEqual([aPrivate, aPublished, bPrivate].sort());
    expect(await seenBy('admin')).toEqual([aPrivate, aPublished, bPrivate].sort());
  });

  it('never points anyone outside the office at an opted-in request of a private type', async () => {
    const word = marker();
    const text = `My old age pension ${word} has not been credited for three months`;
    const welfare = await file('citizenA', 'welfare', text, true);
    const query = { district: 'raisen', requestType: 'welfare', text };
    expect(await codesFor('anonymous', query)).toEqual([]);
    expect(await codesFor('citizenB', query)).toEqual([]);
    expect(await codesFor('staff', query)).toEqual([welfare]);
  });

  it('limits a signed-in caller per account, as the anonymous ones per address', async () => {
    const username = `hint${process.pid}${Date.now().toString(36)}`;
    expect((await kit.personas.admin.client.post('/api/admin/users', { username, name: 'Hint Tester', email: `${username}@example.org`, phone: '9000022222', role: 'citizen', password: 'a-long-password-2' })).status).toBe(201);
    const client = Object.assign(new TestClient(kit.app), { user: null as { id: number } | null });
    client.user = await client.login(username, 'a-long-password-2');
    const path = `/api/requests/similar?district=raisen&requestType=water-supply&text=${encodeURIComponent(`quiet street ${marker()} lamp`)}`;
    // Each lookup counts on the account's own bucket; the budget's last ones are set straight in the
    // table (60 lookups in a row are slow on a busy test machine and prove nothing more).
    for (let i = 0; i < 3; i += 1) expect((await client.get(path)).status).toBe(200);
    const bucket = kit.db('rate_limit_buckets').where({ key: `similar-hints:user:${client.user!.id}` });
    expect((await bucket.clone().first('hits')).hits).toBe(3);
    await bucket.clone().update({ hits: HINTS_LIMIT.max - 1 });
    expect((await client.get(path)).status).toBe(200);
    const refused = await client.get(path);
    expect([refused.status, refused.headers['retry-after']]).toEqual([429, expect.stringMatching(/^\d+$/)]);
    // Another account's budget is its own.
    expect((await kit.personas.citizenB.client.get(path)).status).toBe(200);
  });
});

describe('the request type\'s visibility (admin)', () => {
  it('is private unless set, shown in the lists, edited and audited; a type turned private unpublishes its requests', async () => {
    const admin = kit.personas.admin.client;
    const name = `street-test-${process.pid}`;
    const created = await admin.post('/api/admin/request-types', { name, displayName: 'Street test' });
    expect([created.status, created.body.visibility]).toEqual([201, 'private']);
    const id = created.body.id as number;
    // An edit sends the form's required fields with the change (lib/sent-fields.ts).
    const edit = (client: TestClient, fields: Record<string, unknown>) => client.send('patch', `/api/admin/request-types/${id}`, { name, displayName: 'Street test', ...fields });
    expect((await edit(admin, { visibility: 'public' })).body.visibility).toBe('public');
    expect((await admin.get(`/api/admin/request-types?search=${name}`)).body.items).toEqual([expect.objectContaining({ name, visibility: 'public' })]);
    expect((await raw().get('/api/request-types')).body).toContainEqual(expect.objectContaining({ name, visibility: 'public' }));

    const code = await fileOnForm('citizenA', { requestType: name, description: `Broken kerb ${marker()}`, showPublicly: true });
    await expectPublished(code);
    expect((await edit(admin, { visibility: 'private' })).status).toBe(200);
    await expectUnpublished(code);

    const audit = await kit.db('admin_audit').where({ entity: 'request-type', entityId: String(id), action: 'update' }).orderBy('id');
    expect(audit.map((row) => [row.before.visibility, row.after.visibility])).toEqual([['private', 'public'], ['public', 'private']]);

    for (const visibility of ['secret', '', 1]) {
      const refused = await edit(admin, { visibility });
      expect([refused.status, refused.body.messageKey]).toEqual([400, 'invalidValue']);
    }
    expect((await edit(kit.personas.staff.client, { visibility: 'public' })).status).toBe(403);
    // Out of the other suites' way: an inactive type is in no public list.
    await edit(admin, { isActive: false });
  });

  it('the reference types start with the street kinds public and everything about a person private', async () => {
    const rows = await kit.db('request_types').whereIn('name', ['infrastructure', 'transport-roads', 'water-supply', 'electricity', 'welfare', 'health', 'employment', 'education', 'public-services', 'agriculture-rural', 'other']).select('name', 'visibility');
    const byName = Object.fromEntries(rows.map((row) => [row.name, row.visibility]));
    expect(byName).toEqual({
      infrastructure: 'public', 'transport-roads': 'public', 'water-supply': 'public', electricity: 'public',
      welfare: 'private', health: 'private', employment: 'private', education: 'private', 'public-services': 'private', 'agriculture-rural': 'private', other: 'private',
    });
  });
});
