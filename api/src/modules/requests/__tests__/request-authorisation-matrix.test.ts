import { policyTable, type Access } from '../../../policy/policy-table';
import { LocalDiskStorage } from '../../../storage';
import { captcha, createKit, FORM, insertRequest, PDF, PNG, userId, type Kit, type Persona, type PersonaName } from './request-test-kit';

/**
 * Every requests-engine route of the policy table × every persona × a request the persona owns
 * (citizen A's, in Raisen) and a foreign one (citizen B's, in Vidisha). Expectations are written
 * here independently of the implementation: who is signed in, the route's access class from the
 * table, and which persona may see which request.
 */
const ENGINE_ROUTE = /^(GET|POST|PATCH) \/api\/(requests|admin\/requests|upload|captcha|users\/(authorities|by-level))/;

type Ownership = 'owned' | 'foreign';
const PERSONAS: PersonaName[] = ['anonymous', 'citizenA', 'citizenB', 'staff', 'ministerStaff', 'official', 'admin', 'superAdmin'];
const ROLE: Record<PersonaName, string | null> = {
  anonymous: null,
  citizenA: 'citizen',
  citizenB: 'citizen',
  staff: 'staff',
  ministerStaff: 'minister_staff',
  official: 'government_official',
  admin: 'admin',
  superAdmin: 'super_admin',
};
/** Scope rule (docs/decisions/0043-request-scope-and-authority-levels.md): staff and official have district raisen; minister_staff none. */
const SEES: Record<PersonaName, Ownership[]> = {
  anonymous: [],
  citizenA: ['owned'],
  citizenB: ['foreign'],
  staff: ['owned'],
  official: ['owned'],
  ministerStaff: ['owned', 'foreign'],
  admin: ['owned', 'foreign'],
  superAdmin: ['owned', 'foreign'],
};

function roleAllowed(access: Access, role: string): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  if (access === 'citizen') return role === 'citizen';
  if (access === 'staff') return role !== 'citizen';
  if (access === 'admin') return role === 'admin' || role === 'super_admin';
  return access.includes(role);
}

interface Probe {
  /** Success status when allowed and in scope. */
  ok: number;
  call(persona: Persona, id: number): Promise<{ status: number }>;
}

let kit: Kit;
let officialId: number;
let citizenA: number;
let citizenB: number;
let storedKey: string;

const json = (method: 'post' | 'patch', path: string, body: object) => (p: Persona) => p.client.send(method, path, body);

const PROBES: Record<string, Probe> = {
  'GET /api/requests/stats': { ok: 200, call: (p) => p.client.get('/api/requests/stats') },
  'GET /api/captcha': { ok: 200, call: (p) => p.client.get('/api/captcha?lang=hi') },
  'POST /api/captcha/verify': { ok: 200, call: (p) => p.client.post('/api/captcha/verify', { token: 'x', answer: '1' }) },
  'POST /api/requests': { ok: 201, call: async (p) => p.client.post('/api/requests', { ...FORM, ...(await captcha(p.client)) }) },
  'POST /api/upload': { ok: 201, call: (p) => p.client.agent.post('/api/upload').set('x-csrf-token', p.client.csrf ?? '').attach('file', PNG, 'a.png') },
  'GET /api/requests': { ok: 200, call: (p) => p.client.get('/api/requests') },
  'GET /api/requests/:id': { ok: 200, call: (p, id) => p.client.get(`/api/requests/${id}`) },
  'GET /api/requests/:id/attachment': { ok: 200, call: (p, id) => p.client.get(`/api/requests/${id}/attachment`) },
  'PATCH /api/requests/:id': { ok: 200, call: (p, id) => json('patch', `/api/requests/${id}`, { action: 'complete', remarks: 'Done' })(p) },
  'GET /api/users/authorities': { ok: 200, call: (p) => p.client.get('/api/users/authorities') },
  'GET /api/users/by-level': { ok: 200, call: (p) => p.client.get('/api/users/by-level?level=2') },
  'GET /api/admin/requests': { ok: 200, call: (p) => p.client.get('/api/admin/requests') },
  'POST /api/admin/requests/:id/approve': { ok: 200, call: (p, id) => json('post', `/api/admin/requests/${id}/approve`, { assignedTo: officialId })(p) },
  'POST /api/admin/requests/:id/reject': { ok: 200, call: (p, id) => json('post', `/api/admin/requests/${id}/reject`, { reason: 'Not ours' })(p) },
  'GET /api/admin/requests/:id/workflow': { ok: 200, call: (p, id) => p.client.get(`/api/admin/requests/${id}/workflow`) },
  // The admin dashboard's four counts.
  'GET /api/admin/requests/stats': { ok: 200, call: (p) => p.client.get('/api/admin/requests/stats') },
  // Duplicate hints: the form's hints are public; marking needs an original of the request's own district.
  'GET /api/requests/similar': { ok: 200, call: (p) => p.client.get('/api/requests/similar?district=raisen&requestType=infrastructure&text=Fixture%20request%20text') },
  'GET /api/requests/:id/similar': { ok: 200, call: (p, id) => p.client.get(`/api/requests/${id}/similar`) },
  'POST /api/requests/:id/duplicate': {
    ok: 200,
    call: async (p, id) => {
      const { district } = await kit.db('requests').where({ id }).first('district');
      const original = await insertRequest(kit.db, { submitterId: district === 'raisen' ? citizenA : citizenB, district });
      return json('post', `/api/requests/${id}/duplicate`, { of: original })(p);
    },
  },
  // Feedback and reopen: the owner's, on a request just resolved (the window is open).
  'POST /api/requests/:id/feedback': { ok: 201, call: async (p, id) => json('post', `/api/requests/${await resolved(id)}/feedback`, { rating: 5 })(p) },
  'POST /api/requests/:id/reopen': { ok: 200, call: async (p, id) => json('post', `/api/requests/${await resolved(id)}/reopen`, { reason: 'Not fixed' })(p) },
};

/** Closes a fixture request as resolved now, so that its citizen may rate or reopen it; its id. */
async function resolved(id: number): Promise<number> {
  await kit.db('requests').where({ id }).update({ status: 'resolved', resolvedAt: new Date(), response: 'Done' });
  return id;
}

beforeAll(async () => {
  kit = await createKit();
  officialId = await userId(kit.db, 'official');
  citizenA = kit.personas.citizenA.user!.id;
  citizenB = kit.personas.citizenB.user!.id;
  storedKey = (await new LocalDiskStorage(kit.dataDir).save(PDF, { extension: 'pdf' })).key;
});
afterAll(() => kit.close());

async function fixture(ownership: Ownership): Promise<number> {
  const id = await insertRequest(kit.db, ownership === 'owned' ? { submitterId: citizenA, district: 'raisen' } : { submitterId: citizenB, district: 'vidisha' });
  await kit.db('requests').where({ id }).update({ attachmentPath: storedKey, attachmentType: 'pdf', attachmentName: 'x.pdf' });
  return id;
}

const engineRoutes = Object.keys(policyTable).filter((key) => ENGINE_ROUTE.test(key));

it('has a probe for every requests-engine route of the policy table', () => {
  expect(engineRoutes.filter((key) => !PROBES[key])).toEqual([]);
  expect(engineRoutes.length).toBeGreaterThanOrEqual(15);
});

describe.each(engineRoutes)('%s', (key) => {
  const entry = policyTable[key]!;
  const takesId = key.includes(':id');
  const cells: Array<[PersonaName, Ownership | null]> = PERSONAS.flatMap((persona) =>
    takesId ? (['owned', 'foreign'] as Ownership[]).map((o): [PersonaName, Ownership | null] => [persona, o]) : [[persona, null]],
  );

  it.each(cells)('%s on %s request', async (personaName: PersonaName, ownership: Ownership | null) => {
    const persona = kit.personas[personaName];
    const role = ROLE[personaName];
    let expected = PROBES[key]!.ok;
    if (entry.access !== 'public' && !role) expected = 401;
    else if (role && !roleAllowed(entry.access, role)) expected = 403;
    else if (ownership && !SEES[personaName].includes(ownership)) expected = 404;
    const id = ownership ? await fixture(ownership) : 0;
    const res = await PROBES[key]!.call(persona, id);
    expect(res.status).toBe(expected);
  });
});

describe('lists never leak', () => {
  beforeAll(async () => {
    await fixture('owned');
    await fixture('foreign');
  });

  it.each(['citizenA', 'citizenB'] as const)('%s sees only own rows whatever the query says', async (name) => {
    const me = kit.personas[name].user!.id;
    const other = me === citizenA ? citizenB : citizenA;
    for (const query of ['', `?userId=${other}`, `?citizenId=${other}`, '?limit=100', `?assignedTo=${officialId}`, '?q=Fixture']) {
      const res = await kit.personas[name].client.get(`/api/requests${query}`);
      expect(res.status).toBe(200);
      for (const item of res.body.items) expect(item.submitterId).toBe(me);
    }
    const own = await kit.personas[name].client.get('/api/requests?limit=100');
    expect(own.body.items.length).toBeGreaterThan(0);
  });

  it('district staff see their district or their assignments only; stats use the same scope', async () => {
    const staff = kit.personas.staff;
    const res = await staff.client.get('/api/requests?limit=100');
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const item of res.body.items) expect(item.district === 'raisen' || item.assignedTo === staff.user!.id).toBe(true);
    // Other suites add requests in parallel: the scoped total lies between a count before and after.
    const visible = async () => Number((await kit.db('requests').where('district', 'raisen').orWhere('assignedTo', staff.user!.id).count({ n: '*' }).first())!.n);
    const low = await visible();
    const stats = await staff.client.get('/api/requests/stats');
    const high = await visible();
    expect(stats.body.total).toBeGreaterThanOrEqual(low);
    expect(stats.body.total).toBeLessThanOrEqual(high);
    expect(stats.body.total).toBeLessThan(Number((await kit.db('requests').count({ n: '*' }).first())!.n));
  });

  it('stats of ?citizenId= count only that submitter, like the list: an admin with no requests of their own sees zeros', async () => {
    const admin = kit.personas.admin;
    const id = admin.user!.id;
    const own = await admin.client.get(`/api/requests?citizenId=${id}&limit=100`);
    const stats = await admin.client.get(`/api/requests/stats?citizenId=${id}`);
    expect(stats.status).toBe(200);
    expect(stats.body.total).toBe(own.body.items.length);
    expect((await admin.client.get('/api/requests/stats')).body.total).toBeGreaterThan(stats.body.total);
    // The scope still applies on top: district staff count of citizen B only what their list shows.
    const b = kit.personas.citizenB.user!.id;
    const staff = kit.personas.staff.client;
    const seen = (await staff.get(`/api/requests?citizenId=${b}&limit=100`)).body.items.length;
    expect((await staff.get(`/api/requests/stats?citizenId=${b}`)).body.total).toBe(seen);
    expect(seen).toBeLessThan(Number((await kit.db('requests').where('submitterId', b).count({ n: '*' }).first())!.n));
    expect((await admin.client.get('/api/requests/stats?citizenId=abc')).status).toBe(400);
  });
});
