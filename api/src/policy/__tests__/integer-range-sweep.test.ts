import { isQueryParser } from '../../middleware/validate';
import { healthRouter } from '../../modules/health/health.routes';
import type { Kit } from '../../modules/requests/__tests__/request-test-kit';
import { apiRouters } from '../../routes';
import { policyTable } from '../policy-table';
import { prepareSweep, send, type RouteSample } from './route-samples';

/**
 * PostgreSQL's integer ends at 2^31-1: a larger id, parent or sort order reaching a query was a
 * 500 with SQL in the log. Every integer a client sends (path id, query, body) is range-checked
 * first, so one past the column's end and a number past 2^53 both answer 400. Every other field
 * and query value given the same numbers must at least not fail the server.
 */
const HUGE = ['2147483648', '9999999999999999999'];

/** Integer query keys whatever their schema's shape (some are joi `when`s, which describe() calls 'any'). */
const INTEGER_QUERY_KEYS = ['userId', 'citizenId', 'assignedTo', 'limit', 'page', 'pageSize', 'page_size', 'months', 'parentId', 'level'];

/**
 * Integer body fields a route takes but its sample leaves out or sends as something else
 * (the sample's own integer values are found by walking it). Open311's lat/long are numbers with a range.
 */
const LISTED_BODY_FIELDS: Record<string, string[]> = {
  'PATCH /api/requests/:id': ['assignedTo', 'escalationLevel'],
  'POST /api/requests/:id/duplicate': ['of'],
  'POST /api/admin/locations': ['parentId'],
  'POST /open311/v2/requests.:format': ['lat', 'long'],
};

/** The action form of PATCH /api/requests/:id (spec §7 field form is the sample): its level and assignee. */
const ACTION_FORM_FIELDS = ['assignedTo', 'level'];

let kit: Kit;
let samples: Record<string, RouteSample>;

beforeAll(async () => {
  ({ kit, samples } = await prepareSweep());
});
afterAll(() => kit.close());

const routes = Object.keys(policyTable);
const method = (key: string) => key.split(' ')[0]!;
const pattern = (key: string) => key.split(' ')[1]!;

/** The query keys each route's schema types as a number. */
function numericQueryKeys(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const router of [healthRouter(), ...apiRouters()]) {
    for (const layer of router.stack) {
      const parser = layer.stack.find(isQueryParser);
      const keys = (parser?.querySchema.describe() as { keys?: Record<string, { type?: string }> } | undefined)?.keys ?? {};
      const numeric = Object.entries(keys)
        .filter(([, rule]) => rule.type === 'number')
        .map(([name]) => name);
      for (const verb of layer.methods) found[`${verb} ${String(layer.path)}`] = numeric;
    }
  }
  return found;
}

/** Dotted paths of the whole-number leaves of a sample body (`officeHours.openHour`). */
function integerLeaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'number' && Number.isInteger(value)) return [prefix];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => integerLeaves(inner, prefix ? `${prefix}.${key}` : key));
}

function withField(body: Record<string, unknown> | undefined, path: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(body ?? {});
  const keys = path.split('.');
  let into = copy;
  for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
  into[keys.at(-1)!] = value;
  return copy;
}

/** The path with the `:id` segment of the pattern replaced. */
function withId(key: string, path: string, id: string): string {
  const index = pattern(key).split('/').indexOf(':id');
  const segments = path.split('/');
  segments[index] = id;
  return segments.join('/');
}

const outcome = (res: { status: number; body: unknown }, expected: number) => (res.status === expected ? expected : { status: res.status, body: res.body });

describe('integer inputs out of range answer 400, never 500', () => {
  it('GET /api/locations?parentId=2147483648 (the report)', async () => {
    const res = await kit.personas.anonymous.client.get('/api/locations?parentId=2147483648');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Invalid value', messageKey: 'invalidValue', field: 'parentId' });
  });

  it('an id one past the column is a 400, a number that is no id at all stays a 404', async () => {
    const admin = kit.personas.admin.client;
    expect((await admin.get('/api/requests/2147483648')).body).toMatchObject({ messageKey: 'invalidValue', field: 'id' });
    expect((await admin.get('/api/requests/0')).status).toBe(400);
    expect((await admin.get('/api/requests/2147483647')).status).toBe(404);
    for (const path of ['/api/requests/abc', '/api/requests/-1', '/api/requests/1e3', '/api/requests/007']) expect((await admin.get(path)).status).toBe(404);
  });

  const withIdParam = routes.filter((key) => pattern(key).split('/').includes(':id'));
  it.each(withIdParam)('%s: the :id of the path', async (key) => {
    for (const huge of HUGE) {
      const call = await samples[key]!.make();
      const res = await send({ ...call, path: withId(key, call.path, huge) }, method(key));
      expect({ huge, status: outcome(res, 400) }).toEqual({ huge, status: 400 });
    }
  });

  it.each(routes.filter((key) => method(key) === 'GET'))('%s: each query key it takes', async (key) => {
    const numeric = new Set([...(numericQueryKeys()[key] ?? []), ...INTEGER_QUERY_KEYS]);
    for (const queryKey of samples[key]!.queryKeys) {
      for (const huge of HUGE) {
        const call = await samples[key]!.make();
        const res = await send(call, 'GET', { ...call.query, [queryKey]: huge });
        if (numeric.has(queryKey)) expect({ queryKey, huge, status: outcome(res, 400) }).toEqual({ queryKey, huge, status: 400 });
        else expect({ queryKey, huge, serverError: res.status >= 500 }).toEqual({ queryKey, huge, serverError: false });
      }
    }
  });

  const writes = routes.filter((key) => ['POST', 'PUT', 'PATCH'].includes(method(key)));
  it.each(writes)('%s: each integer body field, as a number and as text', async (key) => {
    const sample = await samples[key]!.make();
    const fields = [...new Set([...integerLeaves(sample.body), ...(LISTED_BODY_FIELDS[key] ?? [])])];
    for (const field of fields) {
      for (const huge of [...HUGE, ...HUGE.map(Number)]) {
        const call = await samples[key]!.make();
        const res = await send(call, method(key), call.query, withField(call.body, field, call.form ? String(huge) : huge));
        expect({ field, huge, status: outcome(res, 400) }).toEqual({ field, huge, status: 400 });
      }
    }
  });

  it('PATCH /api/requests/:id, action form: its level and assignee', async () => {
    for (const field of ACTION_FORM_FIELDS) {
      for (const huge of HUGE) {
        const call = await samples['PATCH /api/requests/:id']!.make();
        const res = await send(call, 'PATCH', undefined, { action: 'assign', level: 1, assignedTo: 1, [field]: huge });
        expect({ field, huge, status: outcome(res, 400) }).toEqual({ field, huge, status: 400 });
      }
    }
  });

  it.each(writes)('%s: any other body field given a huge number is no server error', async (key) => {
    const sample = await samples[key]!.make();
    const integers = new Set([...integerLeaves(sample.body), ...(LISTED_BODY_FIELDS[key] ?? [])]);
    const others = Object.keys(sample.body ?? {}).filter((field) => !integers.has(field));
    for (const field of others) {
      for (const huge of HUGE) {
        const call = await samples[key]!.make();
        const res = await send(call, method(key), call.query, { ...call.body, [field]: huge });
        expect({ field, huge, serverError: res.status >= 500 }).toEqual({ field, huge, serverError: false });
      }
    }
  });
});
