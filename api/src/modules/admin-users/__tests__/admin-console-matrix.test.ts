import { policyTable } from '../../../policy/policy-table';
import { createSamples, registrationPayload, send, type RouteSample } from '../../../policy/__tests__/route-samples';
import { TestClient } from '../../../../test/support/test-app';
import { createKit, type Kit, type PersonaName } from '../../requests/__tests__/request-test-kit';

/**
 * Every admin-console route × every persona: anonymous 401, a role outside the route's
 * access 403 (before any input is read), and each allowed role gets the sample's own answer.
 */
let kit: Kit;
let samples: Record<string, RouteSample>;

const ROUTES = Object.keys(policyTable).filter(
  (key) => /^(GET|POST|PUT|PATCH|DELETE) \/api\/admin\/(users|roles|request-types|locations|message-templates|system-settings|requests\/stats|audit-log)/.test(key) || key === 'GET /api/staff/team',
);
const PERSONAS: PersonaName[] = ['anonymous', 'citizenA', 'citizenB', 'staff', 'ministerStaff', 'official', 'admin', 'superAdmin'];

function expected(key: string, persona: PersonaName): 'ok' | 401 | 403 {
  if (persona === 'anonymous') return 401;
  const access = policyTable[key]!.access;
  if (access === 'staff') return persona.startsWith('citizen') ? 403 : 'ok';
  return persona === 'admin' || persona === 'superAdmin' ? 'ok' : 403;
}

beforeAll(async () => {
  kit = await createKit();
  const ownCitizen = new TestClient(kit.app);
  await ownCitizen.post('/api/auth/register', registrationPayload());
  samples = await createSamples({ kit, ownCitizen });
});
afterAll(() => kit.close());

it('covers the 25 routes of the admin console (its four list downloads included) and the staff page', () => {
  expect(ROUTES).toHaveLength(25);
});

describe.each(ROUTES)('%s', (key) => {
  it.each(PERSONAS)('as %s', async (persona) => {
    const call = await samples[key]!.make();
    const res = await send({ ...call, client: kit.personas[persona].client }, key.split(' ')[0]!);
    const want = expected(key, persona);
    expect({ persona, status: res.status }).toEqual({ persona, status: want === 'ok' ? call.ok : want });
  });
});
