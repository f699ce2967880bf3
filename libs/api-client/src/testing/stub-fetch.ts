/** Stubs fetch at the network seam: each route answers JSON (or a Blob) as the API would. */
export type RouteAnswer = { status: number; body: unknown };
export type StubRoutes = Record<string, unknown | ((init: RequestInit | undefined, url: URL) => RouteAnswer)>;

export function stubFetch(routes: StubRoutes): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const path = url.pathname;
    const route = routes[`${(init?.method ?? 'GET').toUpperCase()} ${path}`] ?? routes[path];
    const answer: RouteAnswer =
      route === undefined
        ? { status: 404, body: { error: 'Not found' } }
        : typeof route === 'function'
          ? (route as (i: RequestInit | undefined, u: URL) => RouteAnswer)(init, url)
          : { status: 200, body: route };
    const text = answer.body instanceof Blob ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => text,
      json: async () => answer.body,
      blob: async () => answer.body,
    } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
