import { FORM, captcha, type Kit } from '../../modules/requests/__tests__/request-test-kit';
import { TestClient } from '../../../test/support/test-app';
import { policyTable } from '../policy-table';
import { prepareSweep, send, stringFields, type RouteSample } from './route-samples';

/**
 * PostgreSQL refuses U+0000 in text; a NUL byte from a client used to reach a query and answer 500.
 * The shared joi string refuses it, so every text field answers 400 'Invalid value' instead.
 */
const NUL = '\u0000';
let kit: Kit;
let samples: Record<string, RouteSample>;
let ownCitizen: TestClient;

beforeAll(async () => {
  ({ kit, samples, ownCitizen } = await prepareSweep());
});
afterAll(() => kit.close());

const invalidValue = { error: 'Invalid value', messageKey: 'invalidValue' };

describe('a NUL byte answers 400 Invalid value on the routes of the report', () => {
  it('GET /api/requests?q=%00', async () => {
    const res = await kit.personas.admin.client.get('/api/requests?q=%00');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...invalidValue, field: 'q' });
  });

  it('login with username "\\u0000"', async () => {
    const res = await new TestClient(kit.app).post('/api/auth/login', { username: NUL, password: 'whatever1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...invalidValue, field: 'username' });
  });

  it('a request-form field, JSON and multipart', async () => {
    const client = kit.personas.citizenA.client;
    const json = await client.post('/api/requests', { ...FORM, ...(await captcha(client)), description: `Broken${NUL}road` });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ ...invalidValue, field: 'description' });

    const fields = { ...FORM, ...(await captcha(client)), address: `Ward 5${NUL}` };
    let req = client.agent.post('/api/requests').set('x-csrf-token', client.csrf ?? '');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    const multipart = await req;
    expect(multipart.status).toBe(400);
    expect(multipart.body).toMatchObject({ ...invalidValue, field: 'address' });
  });

  it('PATCH /api/users/me {name}', async () => {
    const res = await ownCitizen.send('patch', '/api/users/me', { name: `Asha${NUL}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...invalidValue, field: 'name' });
  });

  it('data deletion additionalInfo', async () => {
    const res = await new TestClient(kit.app).post('/api/data-deletion', { email: 'a@example.in', additionalInfo: `please${NUL}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...invalidValue, field: 'additionalInfo' });
  });
});

const routes = Object.keys(policyTable);
const method = (key: string) => key.split(' ')[0]!;

describe('sweep: a NUL in any string field or query value answers 400, never 5xx', () => {
  it.each(routes.filter((key) => ['POST', 'PUT', 'PATCH'].includes(method(key))))('%s: each string field of the body', async (key) => {
    const sample = samples[key];
    expect(sample).toBeDefined();
    const fields = stringFields((await sample!.make()).body);
    for (const field of fields) {
      for (const poisoned of [NUL, `ok${NUL}`]) {
        const call = await sample!.make();
        const res = await send(call, method(key), call.query, { ...call.body, [field]: poisoned });
        expect({ field, status: res.status }).toEqual({ field, status: 400 });
      }
    }
  });

  it.each(routes.filter((key) => method(key) === 'GET'))('%s: each query key it takes', async (key) => {
    const sample = samples[key];
    expect(sample).toBeDefined();
    for (const queryKey of sample!.queryKeys) {
      const call = await sample!.make();
      const res = await send(call, 'GET', { ...call.query, [queryKey]: `a${NUL}` });
      expect({ queryKey, status: res.status }).toEqual({ queryKey, status: 400 });
    }
  });
});
