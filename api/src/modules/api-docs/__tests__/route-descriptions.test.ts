import { isQueryParser, NO_KEYS } from '../../../middleware/validate';
import { apiRouters } from '../../../routes';
import { healthRouter } from '../../health/health.routes';
import { COMMON_PARAMS } from '../common-params';
import { pathParams } from '../openapi-operation';
import { routeDescriptions } from '../route-descriptions';

/** Every registered route and the query schema its parser checks, enumerated as the policy-table test does. */
function registeredRoutes(): Map<string, unknown> {
  const routes = new Map<string, unknown>();
  for (const router of [healthRouter(), ...apiRouters()]) {
    for (const layer of router.stack) {
      const parser = layer.stack.find(isQueryParser);
      for (const method of layer.methods) {
        if (method !== 'HEAD') routes.set(`${method} ${String(layer.path)}`, parser?.querySchema);
      }
    }
  }
  return routes;
}

const registered = registeredRoutes();
const described = Object.entries(routeDescriptions);

describe('the route description table', () => {
  it('describes every registered route', () => {
    const missing = [...registered.keys()].filter((key) => !(key in routeDescriptions)).sort();
    expect(missing).toEqual([]);
  });

  it('describes no route that does not exist', () => {
    expect(Object.keys(routeDescriptions).filter((key) => !registered.has(key))).toEqual([]);
  });

  // The same schema object, not a copy: the document cannot drift from what the route accepts.
  it.each(described.map(([key]) => key))('%s: its query schema is the one the route checks', (key) => {
    expect(registered.get(key)).toBe(routeDescriptions[key]!.query ?? NO_KEYS);
  });

  it.each(described.map(([key]) => key))('%s: every path segment has a schema, and no other is named', (key) => {
    const route = routeDescriptions[key]!;
    const names = pathParams(key.split(' ')[1]!);
    expect(names.filter((name) => !route.params?.[name] && !COMMON_PARAMS[name])).toEqual([]);
    expect(Object.keys(route.params ?? {}).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('gives each route a summary, a tag and at least one success answer', () => {
    const incomplete = described.filter(
      ([, route]) => !route.summary.trim() || route.tags.length === 0 || !Object.keys(route.responses).some((status) => Number(status) >= 200 && Number(status) < 300),
    );
    expect(incomplete.map(([key]) => key)).toEqual([]);
  });

  it('describes a body only where the method takes one', () => {
    const gets = described.filter(([key, route]) => key.startsWith('GET ') && (route.body || route.rawBody || route.files));
    expect(gets.map(([key]) => key)).toEqual([]);
  });
});
