/** Stubs fetch at the network seam: each route answers JSON as the API would. */
export type StubRoutes = Record<string, unknown | ((init?: RequestInit) => { status: number; body: unknown })>;

export function stubFetch(routes: StubRoutes): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const route = routes[`${(init?.method ?? 'GET').toUpperCase()} ${path}`] ?? routes[path];
    const answer =
      route === undefined
        ? { status: 404, body: { error: 'Not found' } }
        : typeof route === 'function'
          ? (route as (i?: RequestInit) => { status: number; body: unknown })(init)
          : { status: 200, body: route };
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => text,
      json: async () => answer.body,
    } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
