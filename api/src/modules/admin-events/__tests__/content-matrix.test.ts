import { policyTable } from '../../../policy/policy-table';
import { createSamples, registrationPayload, send, type RouteSample } from '../../../policy/__tests__/route-samples';
import { TestClient } from '../../../../test/support/test-app';
import { createKit, type Kit, type PersonaName } from '../../requests/__tests__/request-test-kit';

/**
 * The events and social routes × every persona: anonymous 401, every role but admin and
 * super_admin 403, the two admin roles the sample's own answer.
 */
let kit: Kit;
let samples: Record<string, RouteSample>;

const ROUTES = Object.keys(policyTable).filter((key) => /^(GET|POST|PUT|DELETE) \/api\/admin\/(events|social)/.test(key));
const PERSONAS: PersonaName[] = ['anonymous', 'citizenA', 'citizenB', 'staff', 'ministerStaff', 'official', 'admin', 'superAdmin'];

const expected = (persona: PersonaName): 'ok' | 401 | 403 =>
  persona === 'anonymous' ? 401 : persona === 'admin' || persona === 'superAdmin' ? 'ok' : 403;

beforeAll(async () => {
  kit = await createKit();
  const ownCitizen = new TestClient(kit.app);
  await ownCitizen.post('/api/auth/register', registrationPayload());
  samples = await createSamples({ kit, ownCitizen });
});
afterAll(() => kit.close());

it('covers the nine routes of spec §7 for events, handles and recent posts, all admin-only', () => {
  expect(ROUTES.sort()).toEqual([
    'DELETE /api/admin/events/:id', 'DELETE /api/admin/social/:id', 'GET /api/admin/events', 'GET /api/admin/social',
    'GET /api/admin/social-posts', 'POST /api/admin/events', 'POST /api/admin/social', 'PUT /api/admin/events/:id', 'PUT /api/admin/social/:id',
  ]);
  for (const key of ROUTES) expect(policyTable[key]!.access).toBe('admin');
});

describe.each(ROUTES)('%s', (key) => {
  it.each(PERSONAS)('as %s', async (persona) => {
    const call = await samples[key]!.make();
    const res = await send({ ...call, client: kit.personas[persona].client }, key.split(' ')[0]!);
    const want = expected(persona);
    expect({ persona, status: res.status }).toEqual({ persona, status: want === 'ok' ? call.ok : want });
  });
});
