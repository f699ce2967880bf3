import type { TestClient } from '../../../../test/support/test-app';
import { officeDay } from '@cc/types';
import { createKit, insertRequest, submit, userId, type Kit, type PersonaName } from '../../requests/__tests__/request-test-kit';
import { contractValidator, declaredSchema } from './contract-helpers';

/**
 * Real answers checked against the schema the document declares for them (JSON Schema 2020-12,
 * unknown fields refused), so the description cannot drift from what the code sends: a field added,
 * renamed or retyped in one and not the other fails here.
 */
let kit: Kit;
let doc: Record<string, unknown>;
let ownRequest: number;
let createdEvent: { status: number; body: unknown };
const check = contractValidator();

beforeAll(async () => {
  kit = await createKit();
  doc = (await kit.personas.anonymous.client.get('/api/openapi.json')).body;
  const admin = kit.personas.admin.client;
  // An upcoming public event, so the events list has something to check.
  createdEvent = await admin.post('/api/admin/events', { title: 'Contract check camp', eventDate: officeDay(new Date(), 30), category: 'meeting', eventTime: '10:30' });
  expect(createdEvent.status).toBe(201);
  ownRequest = await insertRequest(kit.db, { submitterId: await userId(kit.db, 'citizen') });
});
afterAll(() => kit.close());

interface Call {
  key: string;
  as: PersonaName;
  path?: string;
  status?: number;
}

const CALLS: Call[] = [
  { key: 'GET /api/request-types', as: 'anonymous' },
  { key: 'GET /api/public/events', as: 'anonymous' },
  { key: 'GET /api/public/gallery', as: 'anonymous' },
  { key: 'GET /api/public/social-posts', as: 'anonymous' },
  { key: 'GET /api/locations', as: 'anonymous' },
  { key: 'GET /api/captcha', as: 'anonymous' },
  { key: 'GET /api/health', as: 'anonymous' },
  { key: 'GET /api/public/transparency', as: 'anonymous' },
  { key: 'GET /api/auth/user', as: 'citizenA' },
  { key: 'GET /api/requests', as: 'admin' },
  { key: 'GET /api/requests/stats', as: 'staff' },
  { key: 'GET /api/users/authorities', as: 'staff' },
  { key: 'GET /api/staff/inbox', as: 'official' },
  { key: 'GET /api/reports/summary', as: 'admin' },
  { key: 'GET /api/users/me/sessions', as: 'citizenA' },
  { key: 'GET /api/admin/users', as: 'admin' },
  { key: 'GET /api/admin/roles', as: 'admin' },
  { key: 'GET /api/admin/system-settings', as: 'admin' },
  { key: 'GET /api/admin/audit-log', as: 'admin' },
  { key: 'GET /api/admin/events', as: 'admin' },
  { key: 'GET /api/admin/retention', as: 'admin' },
  { key: 'GET /open311/v2/services.:format', as: 'anonymous', path: '/open311/v2/services.json' },
  { key: 'GET /open311/v2/discovery.:format', as: 'anonymous', path: '/open311/v2/discovery.json' },
];

async function answer(call: Call, path: string): Promise<{ status: number; body: unknown }> {
  const client: TestClient = kit.personas[call.as].client;
  const res = await client.get(path);
  return { status: res.status, body: res.body };
}

describe('real answers match the schema the document declares', () => {
  it.each(CALLS.map((call) => [call.key, call] as const))('%s', async (key, call) => {
    const res = await answer(call, call.path ?? key.slice('GET '.length));
    expect(res.status).toBe(call.status ?? 200);
    expect(check(declaredSchema(doc, key, res.status), res.body)).toEqual([]);
  });

  it('GET /api/public/events lists the upcoming event (the check above saw a real item)', async () => {
    const res = await kit.personas.anonymous.client.get('/api/public/events');
    expect((res.body as Array<{ title: string }>).map((event) => event.title)).toContain('Contract check camp');
  });

  it("GET /api/requests/:id: the citizen's own detail (track link, feedback) and the staff view (office note)", async () => {
    for (const as of ['citizenA', 'admin'] as const) {
      const res = await kit.personas[as].client.get(`/api/requests/${ownRequest}`);
      expect({ as, status: res.status }).toEqual({ as, status: 200 });
      expect({ as, errors: check(declaredSchema(doc, 'GET /api/requests/:id', 200), res.body) }).toEqual({ as, errors: [] });
    }
  });

  it('GET /api/admin/requests/:id/workflow', async () => {
    const res = await kit.personas.admin.client.get(`/api/admin/requests/${ownRequest}/workflow`);
    expect(res.status).toBe(200);
    expect(check(declaredSchema(doc, 'GET /api/admin/requests/:id/workflow', 200), res.body)).toEqual([]);
  });

  it('writes: POST /api/admin/events and POST /api/requests answer what they declare', async () => {
    expect(check(declaredSchema(doc, 'POST /api/admin/events', 201), createdEvent.body)).toEqual([]);
    const filed = await submit(kit.personas.citizenA.client);
    expect(filed.status).toBe(201);
    expect(check(declaredSchema(doc, 'POST /api/requests', 201), filed.body)).toEqual([]);
  });

  it('the check bites: a field the document does not name, or one it requires missing, is refused', async () => {
    const schema = declaredSchema(doc, 'GET /api/request-types', 200);
    const [first] = (await kit.personas.anonymous.client.get('/api/request-types')).body as Array<Record<string, unknown>>;
    expect(check(schema, [{ ...first, extra: 1 }])).not.toEqual([]);
    const { visibility: _visibility, ...withoutOne } = first!;
    expect(check(schema, [withoutOne])).not.toEqual([]);
  });

  it('an error answer is the documented error body', async () => {
    const res = await kit.personas.admin.client.get('/api/requests?nonsense=1');
    expect(res.status).toBe(400);
    expect(check(declaredSchema(doc, 'GET /api/requests', 'error'), res.body)).toEqual([]);
  });
});
