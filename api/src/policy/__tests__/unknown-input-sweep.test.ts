import { isQueryParser } from '../../middleware/validate';
import { healthRouter } from '../../modules/health/health.routes';
import type { Kit } from '../../modules/requests/__tests__/request-test-kit';
import { apiRouters } from '../../routes';
import { policyTable } from '../policy-table';
import { prepareSweep, send, type RouteSample } from './route-samples';

/**
 * The house rule (architecture §3): an unknown query key or body field answers 400 naming it,
 * never silently ignored. Each route's valid sample is accepted as is, then refused with one
 * extra key, so the refusal is caused by that key alone.
 */
let kit: Kit;
let samples: Record<string, RouteSample>;

beforeAll(async () => {
  ({ kit, samples } = await prepareSweep());
});
afterAll(() => kit.close());

const routes = Object.keys(policyTable);
const method = (key: string) => key.split(' ')[0]!;
/** The refusal naming `field`; Open311 answers in GeoReport v2's error format (docs/open311.md). */
const unknownField = (field: string, path = '/api') =>
  path.startsWith('/open311/')
    ? [{ code: 400, description: `${field}: This field is not allowed` }]
    : expect.objectContaining({ error: 'This field is not allowed', messageKey: 'unknownField', field });

describe('every route of the policy table', () => {
  it('has a sample call', () => {
    expect(routes.filter((key) => !samples[key])).toEqual([]);
  });

  it("the samples list every query key a route declares, so the NUL sweep tries each", () => {
    const declared: Record<string, string[]> = {};
    for (const router of [healthRouter(), ...apiRouters()]) {
      for (const layer of router.stack) {
        const parser = layer.stack.find(isQueryParser);
        const keys = Object.keys((parser?.querySchema.describe() as { keys?: object } | undefined)?.keys ?? {}).sort();
        for (const verb of layer.methods) if (verb !== 'HEAD') declared[`${verb} ${String(layer.path)}`] = keys;
      }
    }
    expect(Object.fromEntries(routes.map((key) => [key, [...samples[key]!.queryKeys].sort()]))).toEqual(
      Object.fromEntries(routes.map((key) => [key, declared[key]])),
    );
  });

  it.each(routes)('%s accepts its sample as is', async (key) => {
    const call = await samples[key]!.make();
    const res = await send(call, method(key));
    // The body is shown only when the status is wrong, to tell which field the route refused.
    expect({ status: res.status, body: res.status === call.ok ? undefined : res.body }).toEqual({ status: call.ok, body: undefined });
  });

  it.each(routes)('%s refuses an unknown query key with 400 naming it', async (key) => {
    const call = await samples[key]!.make();
    const res = await send(call, method(key), { ...call.query, utm_source: 'mail' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(unknownField('utm_source', call.path));
  });

  it.each(routes.filter((key) => ['POST', 'PUT', 'PATCH'].includes(method(key))))('%s refuses an unknown body field with 400 naming it', async (key) => {
    const call = await samples[key]!.make();
    const res = await send(call, method(key), call.query, { ...(call.body ?? call.multipart?.fields), isAdmin: 'true' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(unknownField('isAdmin', call.path));
  });
});
